package i18n

// The subtraction game's analysis and the SJ theorem (engine/subtraction, engine/antisg).
func init() {
	add(map[string]tr{
		"nim-sum %d": {
			ru: "ним-сумма %d",
			uk: "нім-сума %d",
			zh: "尼姆和 %d",
		},
		"nim-sum %s = %d": {
			ru: "ним-сумма %s = %d",
			uk: "нім-сума %s = %d",
			zh: "尼姆和 %s = %d",
		},
		"SJ theorem: %s ≠ 0 and a component has value %d > 1: the player to move wins": {
			ru: "теорема SJ: %s ≠ 0, и у какой-то компоненты значение %d > 1: ходящий выигрывает",
			uk: "теорема SJ: %s ≠ 0, і якась компонента має значення %d > 1: той, хто ходить, виграє",
			zh: "SJ定理：%s ≠ 0，且有分量的值 %d > 1：轮到走的一方必胜",
		},
		"SJ theorem: %s and no component has value greater than 1: the player to move wins": {
			ru: "теорема SJ: %s, и ни у одной компоненты значение не больше 1: ходящий выигрывает",
			uk: "теорема SJ: %s, і жодна компонента не має значення понад 1: той, хто ходить, виграє",
			zh: "SJ定理：%s，且没有分量的值大于 1：轮到走的一方必胜",
		},
		"SJ theorem: %s ≠ 0 but no component has value greater than 1: the player to move loses": {
			ru: "теорема SJ: %s ≠ 0, но ни у одной компоненты значение не больше 1: ходящий проигрывает",
			uk: "теорема SJ: %s ≠ 0, але жодна компонента не має значення понад 1: той, хто ходить, програє",
			zh: "SJ定理：%s ≠ 0，但没有分量的值大于 1：轮到走的一方必败",
		},
		"SJ theorem: %s while a component has value %d > 1: the player to move loses": {
			ru: "теорема SJ: %s, хотя у какой-то компоненты значение %d > 1: ходящий проигрывает",
			uk: "теорема SJ: %s, хоча якась компонента має значення %d > 1: той, хто ходить, програє",
			zh: "SJ定理：%s，而有分量的值 %d > 1：轮到走的一方必败",
		},
		"SJ theorem (Anti-SG, Jia Zhihao 2009): in misère play, when every position of value 0 in a component has no move or a move to a position of value 1, the player to move wins exactly when the nim-sum of the components' SG values is not 0 and some component has value greater than 1, or the nim-sum is 0 and no component has value greater than 1.": {
			ru: "Теорема SJ (Anti-SG, Цзя Чжихао, 2009): в мизере, если каждая позиция со значением 0 в компоненте не имеет ходов или имеет ход в позицию со значением 1, ходящий выигрывает ровно тогда, когда ним-сумма SG-значений компонент не равна 0 и у какой-то компоненты значение больше 1, или ним-сумма равна 0 и ни у одной компоненты значение не больше 1.",
			uk: "Теорема SJ (Anti-SG, Цзя Чжихао, 2009): у мізері, якщо кожна позиція зі значенням 0 у компоненті не має ходів або має хід у позицію зі значенням 1, той, хто ходить, виграє саме тоді, коли нім-сума SG-значень компонент не дорівнює 0 і якась компонента має значення понад 1, або нім-сума дорівнює 0 і жодна компонента не має значення понад 1.",
			zh: "SJ定理（Anti-SG，贾志豪 2009）：在反常游戏中，若每个分量中值为 0 的局面要么无棋可走、要么能走到值为 1 的局面，则当且仅当各分量 SG 值的尼姆和不为 0 且有分量的值大于 1，或尼姆和为 0 且没有分量的值大于 1 时，轮到走的一方必胜。",
		},
		"Sprague–Grundy theorem: a heap of h stones is worth g(h), the mex (least value missing) of g(h−s) over the amounts s of the set with s ≤ h; a sum of heaps is lost for the player to move exactly when the nim-sum of the heaps' values is 0, and a winning move leaves nim-sum 0.": {
			ru: "Теорема Шпрага–Гранди: кучка из h камней стоит g(h) — mex (наименьшее отсутствующее значение) из g(h−s) по числам s множества с s ≤ h; сумма кучек проиграна для ходящего ровно тогда, когда ним-сумма значений кучек равна 0, и выигрышный ход оставляет ним-сумму 0.",
			uk: "Теорема Шпрага–Гранді: купка з h каменів варта g(h) — mex (найменше відсутнє значення) з g(h−s) за числами s множини з s ≤ h; сума купок програна для того, хто ходить, саме тоді, коли нім-сума значень купок дорівнює 0, і виграшний хід залишає нім-суму 0.",
			zh: "Sprague–Grundy 定理：h 个石子的一堆值 SG(h)，即所有 s ≤ h（s 属于可取数集合）的 SG(h−s) 的 mex（最小的未出现值）；当且仅当各堆值的尼姆和为 0 时，多堆之和对轮到走的一方必败，必胜的一步使尼姆和变为 0。",
		},
		"Misère play, searched: a position is lost for the player to move exactly when it has a move and every move reaches a position won for the player to move. Grundy values decide misère sums only under the SJ theorem's condition, which fails for these heaps.": {
			ru: "Мизер, перебор: позиция проиграна для ходящего ровно тогда, когда в ней есть ход и каждый ход ведёт в позицию, выигранную для ходящего. Значения Гранди решают мизерные суммы только при условии теоремы SJ, а для этих кучек оно не выполнено.",
			uk: "Мізер, перебір: позиція програна для того, хто ходить, саме тоді, коли в ній є хід і кожен хід веде в позицію, виграну для того, хто ходить. Значення Гранді вирішують мізерні суми лише за умови теореми SJ, а для цих купок її не виконано.",
			zh: "反常游戏，搜索：当且仅当局面有棋可走且每一步都走到对轮到走的一方必胜的局面时，该局面对轮到走的一方必败。只有满足 SJ 定理的条件时 SG 值才能决定反常游戏的和，而这些堆不满足。",
		},
		"this position is beyond what the analysis can decide (FromQuery refuses it)": {
			ru: "эта позиция за пределами того, что может решить анализ (FromQuery её отклоняет)",
			uk: "ця позиція поза межами того, що може вирішити аналіз (FromQuery її відхиляє)",
			zh: "此局面超出了分析能判定的范围（FromQuery 会拒绝它）",
		},
		"any": {
			ru: "любое",
			uk: "будь-яке",
			zh: "任意",
		},
		"no heap has %v or more stones, the least amount of the set: the player to move cannot move, and in misère play that wins": {
			ru: "ни в одной кучке нет %v или больше камней — наименьшего числа множества: ходящий не может сходить, а в мизере это выигрыш",
			uk: "жодна купка не має %v або більше каменів — найменшого числа множини: той, хто ходить, не може походити, а в мізері це виграш",
			zh: "没有哪堆有 %v 个或更多石子（可取数集合中的最小数）：轮到走的一方无法走，而在反常游戏中这就是赢",
		},
		"no heap has %v or more stones, the least amount of the set: the player to move cannot move, and loses": {
			ru: "ни в одной кучке нет %v или больше камней — наименьшего числа множества: ходящий не может сходить и проигрывает",
			uk: "жодна купка не має %v або більше каменів — найменшого числа множини: той, хто ходить, не може походити й програє",
			zh: "没有哪堆有 %v 个或更多石子（可取数集合中的最小数）：轮到走的一方无法走，输了",
		},
		"%s: every move leaves a nonzero nim-sum, so the player to move loses against perfect play": {
			ru: "%s: любой ход оставляет ненулевую ним-сумму, поэтому ходящий проигрывает при правильной игре соперника",
			uk: "%s: будь-який хід залишає ненульову нім-суму, тому той, хто ходить, програє за правильної гри суперника",
			zh: "%s：任何一步都会留下非零的尼姆和，所以轮到走的一方在对方完美应对下必败",
		},
		"%s ≠ 0: %s, leaving g(%d) = %d and nim-sum 0": {
			ru: "%s ≠ 0: %s, оставив g(%d) = %d и ним-сумму 0",
			uk: "%s ≠ 0: %s, залишивши g(%d) = %d і нім-суму 0",
			zh: "%s ≠ 0：%s，留下 SG(%d) = %d，尼姆和为 0",
		},
		"%s by %s": {
			ru: "%s — %s",
			uk: "%s — %s",
			zh: "%s——%s",
		},
		"searching all %d positions these heaps can reach in misère play: every move leaves a position won for the player to move, so the player to move loses": {
			ru: "перебор всех %d позиций, достижимых из этих кучек в мизере: любой ход оставляет позицию, выигранную для ходящего, поэтому ходящий проигрывает",
			uk: "перебір усіх %d позицій, досяжних з цих купок у мізері: будь-який хід залишає позицію, виграну для того, хто ходить, тому той, хто ходить, програє",
			zh: "搜索这些堆在反常游戏中能到达的全部 %d 个局面：任何一步都留下对轮到走的一方必胜的局面，所以轮到走的一方必败",
		},
		"searching all %d positions these heaps can reach in misère play: %s, leaving a position lost for the player to move": {
			ru: "перебор всех %d позиций, достижимых из этих кучек в мизере: %s, оставив позицию, проигранную для ходящего",
			uk: "перебір усіх %d позицій, досяжних з цих купок у мізері: %s, залишивши позицію, програну для того, хто ходить",
			zh: "搜索这些堆在反常游戏中能到达的全部 %d 个局面：%s，留下对轮到走的一方必败的局面",
		},
		"the nim-sum of the heaps' Grundy values is %d": {
			ru: "ним-сумма значений Гранди кучек равна %d",
			uk: "нім-сума значень Гранді купок дорівнює %d",
			zh: "各堆 SG 值的尼姆和为 %d",
		},
		"(in binary)": {
			ru: "(в двоичной записи)",
			uk: "(у двійковому записі)",
			zh: "（见二进制表）",
		},
		"Nim on the heaps' Grundy values %s": {
			ru: "ним на значениях Гранди кучек %s",
			uk: "нім на значеннях Гранді купок %s",
			zh: "以各堆 SG 值 %s 为堆的尼姆",
		},
		"the SJ theorem on the heaps' Grundy values %s": {
			ru: "теорема SJ на значениях Гранди кучек %s",
			uk: "теорема SJ на значеннях Гранді купок %s",
			zh: "对各堆 SG 值 %s 应用 SJ定理",
		},
		"Bachet's game (set 1..%d), where g(h) = h mod %d: %s": {
			ru: "игра Баше (множество 1..%d), где g(h) = h mod %d: %s",
			uk: "гра Баше (множина 1..%d), де g(h) = h mod %d: %s",
			zh: "巴什博弈（集合 1..%d），SG(h) = h mod %d：%s",
		},
		"g shows no period within its first %d values: %s": {
			ru: "у g не видно периода среди первых %d значений: %s",
			uk: "у g не видно періоду серед перших %d значень: %s",
			zh: "SG 在前 %d 个值中看不出周期：%s",
		},
		"g has preperiod %d and period %d: %s": {
			ru: "у g предпериод %d и период %d: %s",
			uk: "у g передперіод %d і період %d: %s",
			zh: "SG 的前周期为 %d，周期为 %d：%s",
		},
		"emptying the heap of %d": {
			ru: "опустошив кучку из %d",
			uk: "спорожнивши купку з %d",
			zh: "取光那堆 %d 个",
		},
		"emptying a heap of %d": {
			ru: "опустошив одну из кучек из %d",
			uk: "спорожнивши одну з купок з %d",
			zh: "取光某一堆 %d 个",
		},
		"taking %d from the heap of %d": {
			ru: "взяв %d из кучки из %d",
			uk: "узявши %d з купки з %d",
			zh: "从那堆 %[2]d 个中取走 %[1]d",
		},
		"taking %d from a heap of %d": {
			ru: "взяв %d из одной из кучек из %d",
			uk: "узявши %d з однієї з купок з %d",
			zh: "从某一堆 %[2]d 个中取走 %[1]d",
		},
		"these heaps are beyond the limits of the analysis; FromQuery refuses them": {
			ru: "эти кучки за пределами возможностей анализа; FromQuery их отклоняет",
			uk: "ці купки поза межами можливостей аналізу; FromQuery їх відхиляє",
			zh: "这些堆超出了分析的范围；FromQuery 会拒绝它们",
		},
	})
}
