package i18n

// The errors about bad input: a position or view key that cannot be read (engine/notation,
// every game's FromQuery and limits, web/session's view keys and the explorer's limits),
// made with msg.Errorf. Key names, values and game names stay as the notation writes them.
// Some formats are pieces of a longer message (a component of a sum, an edge of a list),
// which is why they start with " (" or ": ".
func init() {
	add(map[string]tr{
		// engine/notation
		"the position is empty; expected key=value pairs such as game=nim&heaps=3,4,5": {
			ru: "позиция пуста; ожидаются пары ключ=значение, например game=nim&heaps=3,4,5",
			uk: "позиція порожня; очікуються пари ключ=значення, наприклад game=nim&heaps=3,4,5",
			zh: "局面为空；应为 键=值 对，例如 game=nim&heaps=3,4,5",
		},
		"the position is %d bytes, more than the limit of %d (8 MiB)": {
			ru: "позиция занимает %d байт, больше предела %d (8 МиБ)",
			uk: "позиція займає %d байтів, більше за межу %d (8 МіБ)",
			zh: "局面有 %d 字节，超过上限 %d（8 MiB）",
		},
		"the position starts with %q; give the pairs without it": {
			ru: "позиция начинается с %q; укажите пары без него",
			uk: "позиція починається з %q; вкажіть пари без нього",
			zh: "局面以 %q 开头；请去掉它，只给出各对",
		},
		"pair %d is empty (two \"&\" in a row, or one at an end)": {
			ru: "пара %d пуста (два \"&\" подряд или один в начале или конце)",
			uk: "пара %d порожня (два \"&\" поспіль або один на початку чи в кінці)",
			zh: "第 %d 对为空（连续两个 \"&\"，或首尾有一个）",
		},
		"pair %d %s has no \"=\"; expected key=value": {
			ru: "в паре %d %s нет \"=\"; ожидается ключ=значение",
			uk: "у парі %d %s немає \"=\"; очікується ключ=значення",
			zh: "第 %d 对 %s 没有 \"=\"；应为 键=值",
		},
		"pair %d %s has an empty key": {
			ru: "у пары %d %s пустой ключ",
			uk: "у пари %d %s порожній ключ",
			zh: "第 %d 对 %s 的键为空",
		},
		"pair %d: key %s: %w": {
			ru: "пара %d: ключ %s: %w",
			uk: "пара %d: ключ %s: %w",
			zh: "第 %d 对：键 %s：%w",
		},
		"%s: %w": {ru: "%s: %w", uk: "%s: %w", zh: "%s：%w"},
		"%s: given twice (pairs %d and %d)": {
			ru: "%s: указан дважды (пары %d и %d)",
			uk: "%s: вказано двічі (пари %d і %d)",
			zh: "%s：给出了两次（第 %d 对和第 %d 对）",
		},
		"%s: the value is empty; expected a whole number": {
			ru: "%s: значение пусто; ожидается целое неотрицательное число",
			uk: "%s: значення порожнє; очікується ціле невід'ємне число",
			zh: "%s：值为空；应为一个非负整数",
		},
		"%s: the list is empty": {
			ru: "%s: список пуст",
			uk: "%s: список порожній",
			zh: "%s：列表为空",
		},
		"%s: %d items, more than the limit of %d": {
			ru: "%s: %d элементов, больше предела %d",
			uk: "%s: %d елементів, більше за межу %d",
			zh: "%s：%d 项，超过上限 %d",
		},
		"%s: item %d is empty": {
			ru: "%s: элемент %d пуст",
			uk: "%s: елемент %d порожній",
			zh: "%s：第 %d 项为空",
		},
		"%s: item %d is %s, larger than %d (2^53−1)": {
			ru: "%s: элемент %d равен %s, это больше %d (2^53−1)",
			uk: "%s: елемент %d дорівнює %s, це більше за %d (2^53−1)",
			zh: "%s：第 %d 项为 %s，大于 %d（2^53−1）",
		},
		"%s: item %d %w": {
			ru: "%s: элемент %d %w",
			uk: "%s: елемент %d %w",
			zh: "%s：第 %d 项 %w",
		},
		"%s is not a whole number": {
			ru: "%s — не целое неотрицательное число",
			uk: "%s — не ціле невід'ємне число",
			zh: "%s 不是非负整数",
		},

		// engine/game and engine
		"game: %s is not %s": {
			ru: "game: %s — это не %s",
			uk: "game: %s — це не %s",
			zh: "game：%s 不是 %s",
		},
		"%s: not a key of game %s (its keys: %s)": {
			ru: "%s: это не ключ игры %s (её ключи: %s)",
			uk: "%s: це не ключ гри %s (її ключі: %s)",
			zh: "%s：不是游戏 %s 的键（它的键有：%s）",
		},
		"play: %s is not normal or misere": {
			ru: "play: %s — не normal и не misere",
			uk: "play: %s — не normal і не misere",
			zh: "play：%s 既不是 normal 也不是 misere",
		},
		"outcome: %s is not N or P": {
			ru: "outcome: %s — не N и не P",
			uk: "outcome: %s — не N і не P",
			zh: "outcome：%s 既不是 N 也不是 P",
		},
		"game=%s is a view, not a game: %s": {
			ru: "game=%s — это вид, а не игра: %s",
			uk: "game=%s — це вигляд, а не гра: %s",
			zh: "game=%s 是一个视图，不是游戏：%s",
		},
		"game: missing; expected game=nim&heaps=3,4,5 or another game nimscope knows (%s)": {
			ru: "game: не указан; ожидается game=nim&heaps=3,4,5 или другая игра, которую знает nimscope (%s)",
			uk: "game: не вказано; очікується game=nim&heaps=3,4,5 або інша гра, яку знає nimscope (%s)",
			zh: "game：缺失；应为 game=nim&heaps=3,4,5 或 nimscope 认识的其他游戏（%s）",
		},
		"game: %s is not a game nimscope knows (%s)": {
			ru: "game: %s — не игра, которую знает nimscope (%s)",
			uk: "game: %s — не гра, яку знає nimscope (%s)",
			zh: "game：%s 不是 nimscope 认识的游戏（%s）",
		},

		// heaps: nim, greedy, moore, subtraction
		"heaps: missing; expected a list such as heaps=3,4,5": {
			ru: "heaps: не указан; ожидается список, например heaps=3,4,5",
			uk: "heaps: не вказано; очікується список, наприклад heaps=3,4,5",
			zh: "heaps：缺失；应为一个列表，例如 heaps=3,4,5",
		},
		"heaps: missing; expected a list such as heaps=5,5,3": {
			ru: "heaps: не указан; ожидается список, например heaps=5,5,3",
			uk: "heaps: не вказано; очікується список, наприклад heaps=5,5,3",
			zh: "heaps：缺失；应为一个列表，例如 heaps=5,5,3",
		},
		"heaps: missing; expected a list such as heaps=5,8,10": {
			ru: "heaps: не указан; ожидается список, например heaps=5,8,10",
			uk: "heaps: не вказано; очікується список, наприклад heaps=5,8,10",
			zh: "heaps：缺失；应为一个列表，例如 heaps=5,8,10",
		},
		"heaps: missing; expected a list such as heaps=9,6,5,4": {
			ru: "heaps: не указан; ожидается список, например heaps=9,6,5,4",
			uk: "heaps: не вказано; очікується список, наприклад heaps=9,6,5,4",
			zh: "heaps：缺失；应为一个列表，例如 heaps=9,6,5,4",
		},
		"heaps: %d heaps, more than the limit of %d": {
			ru: "heaps: %d кучка, больше предела %d|heaps: %d кучки, больше предела %d|heaps: %d кучек, больше предела %d",
			uk: "heaps: %d купка, більше за межу %d|heaps: %d купки, більше за межу %d|heaps: %d купок, більше за межу %d",
			zh: "heaps：%d 堆，超过上限 %d",
		},
		"heaps: the explorer draws at most %d heaps, not %d (nimscope analyze takes more)": {
			ru: "heaps: обозреватель рисует не больше %d кучек, а не %d (nimscope analyze принимает больше)",
			uk: "heaps: оглядач малює не більше %d купок, а не %d (nimscope analyze приймає більше)",
			zh: "heaps：浏览器最多画 %d 堆，而不是 %d 堆（nimscope analyze 可接受更多）",
		},
		"k: missing; expected the most heaps a move may reduce, such as k=2": {
			ru: "k: не указан; ожидается наибольшее число кучек, которые может уменьшить ход, например k=2",
			uk: "k: не вказано; очікується найбільша кількість купок, які може зменшити хід, наприклад k=2",
			zh: "k：缺失；应为一步最多可减少的堆数，例如 k=2",
		},
		"k: %d; Moore's Nim-k needs k ≥ 1": {
			ru: "k: %d; ним Мура (Nim-k) требует k ≥ 1",
			uk: "k: %d; нім Мура (Nim-k) вимагає k ≥ 1",
			zh: "k：%d；摩尔 Nim-k 要求 k ≥ 1",
		},
		"set: missing; expected the amounts a move may take, such as set=1,2,3": {
			ru: "set: не указан; ожидаются количества, которые может взять ход, например set=1,2,3",
			uk: "set: не вказано; очікуються кількості, які може взяти хід, наприклад set=1,2,3",
			zh: "set：缺失；应为一步可取的数量，例如 set=1,2,3",
		},
		"heaps: item %d is %d; the Grundy sequence of set=%s shows no period within its first %d values, so heaps are limited to %d": {
			ru: "heaps: элемент %d равен %d; последовательность Шпрага — Гранди для set=%s не показывает периода в первых %d значениях, поэтому кучки ограничены числом %d",
			uk: "heaps: елемент %d дорівнює %d; послідовність Шпрага — Ґранді для set=%s не показує періоду в перших %d значеннях, тому купки обмежено числом %d",
			zh: "heaps：第 %d 项为 %d；set=%s 的格兰迪序列在前 %d 个值内没有周期，因此堆的大小上限为 %d",
		},
		"heaps: in misère play with set=%s the SJ theorem needs heaps below %d (a heap of %d has value 0 and no move to value 1), and exhaustive search is limited to %d positions (the product of heap+1 over heaps with a move); these heaps make %s": {
			ru: "heaps: в мизере с set=%s теореме SJ нужны кучки меньше %d (у кучки из %d значение 0 и нет хода к значению 1), а полный перебор ограничен %d позициями (произведение heap+1 по кучкам, где есть ход); эти кучки дают %s",
			uk: "heaps: у мізері з set=%s теоремі SJ потрібні купки менші за %d (купка з %d має значення 0 і жодного ходу до значення 1), а повний перебір обмежено %d позиціями (добуток heap+1 по купках, де є хід); ці купки дають %s",
			zh: "heaps：在 set=%s 的反常游戏中，SJ定理要求堆小于 %d（大小为 %d 的堆值为 0 且无法走到值 1），而穷举搜索上限为 %d 个局面（对有走法的堆取 heap+1 之积）；这些堆得到 %s",
		},
		"set: the list is empty; expected amounts such as set=1,2,3": {
			ru: "set: список пуст; ожидаются количества, например set=1,2,3",
			uk: "set: список порожній; очікуються кількості, наприклад set=1,2,3",
			zh: "set：列表为空；应为若干数量，例如 set=1,2,3",
		},
		"set: %d amounts, more than the limit of %d": {
			ru: "set: %d количеств, больше предела %d",
			uk: "set: %d кількостей, більше за межу %d",
			zh: "set：%d 个数量，超过上限 %d",
		},
		"set: item %d is 0; amounts must be at least 1": {
			ru: "set: элемент %d равен 0; количества должны быть не меньше 1",
			uk: "set: елемент %d дорівнює 0; кількості мають бути не менші за 1",
			zh: "set：第 %d 项为 0；数量至少为 1",
		},
		"set: item %d is %d, larger than the limit of %d (2^20)": {
			ru: "set: элемент %d равен %d, это больше предела %d (2^20)",
			uk: "set: елемент %d дорівнює %d, це більше за межу %d (2^20)",
			zh: "set：第 %d 项为 %d，超过上限 %d（2^20）",
		},
		"set: item %d is %d, the same as item %d; give each amount once": {
			ru: "set: элемент %d равен %d, как и элемент %d; укажите каждое количество один раз",
			uk: "set: елемент %d дорівнює %d, як і елемент %d; вкажіть кожну кількість один раз",
			zh: "set：第 %d 项为 %d，与第 %d 项相同；每个数量只给一次",
		},
		"n: %d is not within 0..%d": {
			ru: "n: %d не лежит в пределах 0..%d",
			uk: "n: %d не лежить у межах 0..%d",
			zh: "n：%d 不在 0..%d 之内",
		},
		"set: the Grundy sequence of set=%s shows no period within its first %d values (the limit for %d amounts)": {
			ru: "set: последовательность Шпрага — Гранди для set=%s не показывает периода в первых %d значениях (предел для %d количеств)",
			uk: "set: послідовність Шпрага — Ґранді для set=%s не показує періоду в перших %d значеннях (межа для %d кількостей)",
			zh: "set：set=%s 的格兰迪序列在前 %d 个值内没有周期（%d 个数量时的上限）",
		},

		// coins: slide and turning
		"coins: missing; expected the cells of the coins in increasing order, such as coins=2,5,9": {
			ru: "coins: не указан; ожидаются клетки монет по возрастанию, например coins=2,5,9",
			uk: "coins: не вказано; очікуються клітинки монет за зростанням, наприклад coins=2,5,9",
			zh: "coins：缺失；应为硬币所在格子，按递增顺序，例如 coins=2,5,9",
		},
		"coins: %d coins, more than the limit of %d": {
			ru: "coins: %d монета, больше предела %d|coins: %d монеты, больше предела %d|coins: %d монет, больше предела %d",
			uk: "coins: %d монета, більше за межу %d|coins: %d монети, більше за межу %d|coins: %d монет, більше за межу %d",
			zh: "coins：%d 枚硬币，超过上限 %d",
		},
		"coins: item %d is 0; the cells are numbered from 1": {
			ru: "coins: элемент %d равен 0; клетки нумеруются с 1",
			uk: "coins: елемент %d дорівнює 0; клітинки нумеруються з 1",
			zh: "coins：第 %d 项为 0；格子从 1 开始编号",
		},
		"coins: item %d (%d) is not right of item %d (%d); list the cells in increasing order, one coin to a cell": {
			ru: "coins: элемент %d (%d) не правее элемента %d (%d); перечислите клетки по возрастанию, по одной монете в клетке",
			uk: "coins: елемент %d (%d) не правіше за елемент %d (%d); перелічіть клітинки за зростанням, по одній монеті в клітинці",
			zh: "coins：第 %d 项（%d）不在第 %d 项（%d）的右边；请按递增顺序列出格子，每格一枚硬币",
		},
		"coins: missing; expected a row of H and T, as in coins=HTTHTHH": {
			ru: "coins: не указан; ожидается ряд из H и T, как в coins=HTTHTHH",
			uk: "coins: не вказано; очікується ряд з H і T, як у coins=HTTHTHH",
			zh: "coins：缺失；应为由 H 和 T 组成的一行，如 coins=HTTHTHH",
		},
		"coins: the row is empty; expected H and T, as in coins=HTTHTHH": {
			ru: "coins: ряд пуст; ожидаются H и T, как в coins=HTTHTHH",
			uk: "coins: ряд порожній; очікуються H і T, як у coins=HTTHTHH",
			zh: "coins：这一行为空；应为 H 和 T，如 coins=HTTHTHH",
		},
		"coins: coin %d is %s; each coin is H (heads) or T (tails)": {
			ru: "coins: монета %d — это %s; каждая монета — H (орёл) или T (решка)",
			uk: "coins: монета %d — це %s; кожна монета — H (аверс) або T (реверс)",
			zh: "coins：第 %d 枚硬币是 %s；每枚硬币是 H（正面）或 T（反面）",
		},
		"rule: %s is not turtles, mock or ruler": {
			ru: "rule: %s — не turtles, не mock и не ruler",
			uk: "rule: %s — не turtles, не mock і не ruler",
			zh: "rule：%s 不是 turtles、mock 或 ruler",
		},
		"rule: missing; expected rule=turtles, rule=mock or rule=ruler": {
			ru: "rule: не указан; ожидается rule=turtles, rule=mock или rule=ruler",
			uk: "rule: не вказано; очікується rule=turtles, rule=mock або rule=ruler",
			zh: "rule：缺失；应为 rule=turtles、rule=mock 或 rule=ruler",
		},
		"coins: the explorer draws a strip of at most %d cells, and a coin is on cell %d (nimscope analyze takes longer strips)": {
			ru: "coins: обозреватель рисует полосу не длиннее %d клеток, а монета стоит на клетке %d (nimscope analyze принимает полосы длиннее)",
			uk: "coins: оглядач малює смугу не довшу за %d клітинок, а монета стоїть на клітинці %d (nimscope analyze приймає довші смуги)",
			zh: "coins：浏览器最多画 %d 格长的条带，而有一枚硬币在第 %d 格（nimscope analyze 可接受更长的条带）",
		},
		"coins: the explorer draws at most %d coins, not %d (nimscope analyze takes up to %d)": {
			ru: "coins: обозреватель рисует не больше %d монет, а не %d (nimscope analyze принимает до %d)",
			uk: "coins: оглядач малює не більше %d монет, а не %d (nimscope analyze приймає до %d)",
			zh: "coins：浏览器最多画 %d 枚硬币，而不是 %d 枚（nimscope analyze 最多接受 %d 枚）",
		},

		// steps: staircase
		"steps: missing; expected a list of coins on steps 1, 2, 3… such as steps=3,0,5,2": {
			ru: "steps: не указан; ожидается список монет на ступенях 1, 2, 3…, например steps=3,0,5,2",
			uk: "steps: не вказано; очікується список монет на сходинках 1, 2, 3…, наприклад steps=3,0,5,2",
			zh: "steps：缺失；应为第 1、2、3… 级台阶上的硬币数列表，例如 steps=3,0,5,2",
		},
		"steps: %d steps, more than the limit of %d": {
			ru: "steps: %d ступень, больше предела %d|steps: %d ступени, больше предела %d|steps: %d ступеней, больше предела %d",
			uk: "steps: %d сходинка, більше за межу %d|steps: %d сходинки, більше за межу %d|steps: %d сходинок, більше за межу %d",
			zh: "steps：%d 级台阶，超过上限 %d",
		},
		"steps: %d coins in all, more than %d (2^53−1); moving them down could pile up more coins on one step than a position can hold": {
			ru: "steps: всего %d монет, больше %d (2^53−1); спуская их, можно собрать на одной ступени больше монет, чем вмещает позиция",
			uk: "steps: усього %d монет, більше за %d (2^53−1); спускаючи їх, можна зібрати на одній сходинці більше монет, ніж вміщує позиція",
			zh: "steps：共 %d 枚硬币，超过 %d（2^53−1）；把它们往下移，一级台阶上可能堆积超过局面能容纳的硬币",
		},
		"steps: the explorer draws at most %d steps, not %d (nimscope analyze takes more)": {
			ru: "steps: обозреватель рисует не больше %d ступеней, а не %d (nimscope analyze принимает больше)",
			uk: "steps: оглядач малює не більше %d сходинок, а не %d (nimscope analyze приймає більше)",
			zh: "steps：浏览器最多画 %d 级台阶，而不是 %d 级（nimscope analyze 可接受更多）",
		},

		// edges: hackenbush
		"edges: %d edges, more than the limit of %d": {
			ru: "edges: %d ребро, больше предела %d|edges: %d ребра, больше предела %d|edges: %d рёбер, больше предела %d",
			uk: "edges: %d ребро, більше за межу %d|edges: %d ребра, більше за межу %d|edges: %d ребер, більше за межу %d",
			zh: "edges：%d 条边，超过上限 %d",
		},
		"edges: item %d %q has a vertex larger than %d (2^53−1)": {
			ru: "edges: у элемента %d %q вершина больше %d (2^53−1)",
			uk: "edges: в елемента %d %q вершина більша за %d (2^53−1)",
			zh: "edges：第 %d 项 %q 有一个顶点大于 %d（2^53−1）",
		},
		"edges: %d edges on the ground in misère play, more than the limit of %d (misère Hackenbush has no known shortcut, so every position the graph can reach is searched)": {
			ru: "edges: %d рёбер на земле в мизере, больше предела %d (для мизерного Хакенбуша не известно короткого пути, поэтому перебирается каждая позиция, достижимая из графа)",
			uk: "edges: %d ребер на землі в мізері, більше за межу %d (для мізерного Гакенбуша не відомо короткого шляху, тому перебирається кожна позиція, досяжна з графа)",
			zh: "edges：反常游戏中接地的边有 %d 条，超过上限 %d（反常 Hackenbush 没有已知的捷径，因此要搜索图能到达的每个局面）",
		},
		"edges: missing; expected a list such as edges=0-1,1-2,2-0 (0 is the ground)": {
			ru: "edges: не указан; ожидается список, например edges=0-1,1-2,2-0 (0 — это земля)",
			uk: "edges: не вказано; очікується список, наприклад edges=0-1,1-2,2-0 (0 — це земля)",
			zh: "edges：缺失；应为一个列表，例如 edges=0-1,1-2,2-0（0 是地面）",
		},
		"edges: item %d is empty": {
			ru: "edges: элемент %d пуст",
			uk: "edges: елемент %d порожній",
			zh: "edges：第 %d 项为空",
		},
		"edges: item %d %s%w": {
			ru: "edges: элемент %d %s%w",
			uk: "edges: елемент %d %s%w",
			zh: "edges：第 %d 项 %s%w",
		},
		" is not an edge (expected a-b, two whole numbers joined by \"-\", such as 0-1)": {
			ru: " — не ребро (ожидается a-b, два целых числа, соединённых \"-\", например 0-1)",
			uk: " — не ребро (очікується a-b, два цілі числа, з'єднані \"-\", наприклад 0-1)",
			zh: " 不是一条边（应为 a-b，即用 \"-\" 连接的两个非负整数，例如 0-1）",
		},
		": %s is not a whole number": {
			ru: ": %s — не целое неотрицательное число",
			uk: ": %s — не ціле невід'ємне число",
			zh: "：%s 不是非负整数",
		},
		": %s is larger than %d (2^53−1)": {
			ru: ": %s больше %d (2^53−1)",
			uk: ": %s більше за %d (2^53−1)",
			zh: "：%s 大于 %d（2^53−1）",
		},
		"edges: the explorer draws at most %d edges, not %d (nimscope analyze takes up to %d)": {
			ru: "edges: обозреватель рисует не больше %d рёбер, а не %d (nimscope analyze принимает до %d)",
			uk: "edges: оглядач малює не більше %d ребер, а не %d (nimscope analyze приймає до %d)",
			zh: "edges：浏览器最多画 %d 条边，而不是 %d 条（nimscope analyze 最多接受 %d 条）",
		},

		// parts: sum
		"parts: missing; expected components joined by \"|\" such as parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2": {
			ru: "parts: не указан; ожидаются компоненты, соединённые \"|\", например parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2",
			uk: "parts: не вказано; очікуються компоненти, з'єднані \"|\", наприклад parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2",
			zh: "parts：缺失；应为用 \"|\" 连接的分量，例如 parts=nim:3|staircase:0,2,1|hackenbush:0-1,1-2",
		},
		"parts: empty; expected components joined by \"|\" such as parts=nim:3|staircase:0,2,1": {
			ru: "parts: пусто; ожидаются компоненты, соединённые \"|\", например parts=nim:3|staircase:0,2,1",
			uk: "parts: порожньо; очікуються компоненти, з'єднані \"|\", наприклад parts=nim:3|staircase:0,2,1",
			zh: "parts：为空；应为用 \"|\" 连接的分量，例如 parts=nim:3|staircase:0,2,1",
		},
		"parts: %d components, more than the limit of %d": {
			ru: "parts: %d компонента, больше предела %d|parts: %d компоненты, больше предела %d|parts: %d компонент, больше предела %d",
			uk: "parts: %d компонента, більше за межу %d|parts: %d компоненти, більше за межу %d|parts: %d компонент, більше за межу %d",
			zh: "parts：%d 个分量，超过上限 %d",
		},
		"parts: component %d%w": {
			ru: "parts: компонента %d%w",
			uk: "parts: компонента %d%w",
			zh: "parts：第 %d 个分量%w",
		},
		": empty (two \"|\" in a row, or one at an end)": {
			ru: ": пусто (два \"|\" подряд или один в начале или конце)",
			uk: ": порожньо (два \"|\" поспіль або один на початку чи в кінці)",
			zh: "：为空（连续两个 \"|\"，或首尾有一个）",
		},
		" %s: no \":\"; expected game:value such as nim:3 or staircase:0,2,1": {
			ru: " %s: нет \":\"; ожидается игра:значение, например nim:3 или staircase:0,2,1",
			uk: " %s: немає \":\"; очікується гра:значення, наприклад nim:3 або staircase:0,2,1",
			zh: " %s：没有 \":\"；应为 游戏:值，例如 nim:3 或 staircase:0,2,1",
		},
		": %s is %s (it takes %s)": {
			ru: ": %s — %s (сумма принимает %s)",
			uk: ": %s — %s (сума приймає %s)",
			zh: "：%s %s（和可接受 %s）",
		},
		"not a game a sum takes": {
			ru: "не игра, которую принимает сумма",
			uk: "не гра, яку приймає сума",
			zh: "不是和可接受的游戏",
		},
		"a sum inside a sum is not taken; write its components in this one": {
			ru: "сумма внутри суммы не принимается; запишите её компоненты в эту",
			uk: "сума всередині суми не приймається; запишіть її компоненти в цю",
			zh: "和之中不能再有和；请把它的分量写进这个和",
		},
		" (%s): %s has no \":\"; expected key:value such as %s": {
			ru: " (%s): в %s нет \":\"; ожидается ключ:значение, например %s",
			uk: " (%s): у %s немає \":\"; очікується ключ:значення, наприклад %s",
			zh: "（%s）：%s 没有 \":\"；应为 键:值，例如 %s",
		},
		" (%s): play: give play=misere for the whole sum, not for one component": {
			ru: " (%s): play: укажите play=misere для всей суммы, а не для одной компоненты",
			uk: " (%s): play: вкажіть play=misere для всієї суми, а не для однієї компоненти",
			zh: "（%s）：play：请为整个和给出 play=misere，而不是为某一个分量",
		},
		" (%s): %s: not a key of a %s component (its keys: %s)": {
			ru: " (%s): %s: это не ключ компоненты %s (её ключи: %s)",
			uk: " (%s): %s: це не ключ компоненти %s (її ключі: %s)",
			zh: "（%s）：%s：不是 %s 分量的键（它的键有：%s）",
		},
		" (%s): %s: given twice": {
			ru: " (%s): %s: указан дважды",
			uk: " (%s): %s: вказано двічі",
			zh: "（%s）：%s：给出了两次",
		},
		" (%s): %w": {ru: " (%s): %w", uk: " (%s): %w", zh: "（%s）：%w"},
		" (%s): %s: %d items, more than the limit of %d in a component of a sum": {
			ru: " (%s): %s: %d элементов, больше предела %d для компоненты суммы",
			uk: " (%s): %s: %d елементів, більше за межу %d для компоненти суми",
			zh: "（%s）：%s：%d 项，超过和的分量的上限 %d",
		},
		"parts: no component; a sum needs at least one": {
			ru: "parts: нет компонент; сумме нужна хотя бы одна",
			uk: "parts: немає компонент; сумі потрібна хоча б одна",
			zh: "parts：没有分量；和至少需要一个",
		},
		"parts: component %d: %s is not a game a sum takes (it takes %s)": {
			ru: "parts: компонента %d: %s — не игра, которую принимает сумма (она принимает %s)",
			uk: "parts: компонента %d: %s — не гра, яку приймає сума (вона приймає %s)",
			zh: "parts：第 %d 个分量：%s 不是和可接受的游戏（和可接受 %s）",
		},
		"parts: component %d (%s): in normal play only; play=misere is given for the whole sum": {
			ru: "parts: компонента %d (%s): только в нормальной игре; play=misere указывается для всей суммы",
			uk: "parts: компонента %d (%s): лише в нормальній грі; play=misere вказується для всієї суми",
			zh: "parts：第 %d 个分量（%s）：只能是正常游戏；play=misere 要为整个和给出",
		},
		"coins: %d coins, more than the limit of %d in a component of a sum (each position's moves are listed, and Mock Turtles has about n³/6 of them)": {
			ru: "coins: %d монет, больше предела %d для компоненты суммы (ходы каждой позиции перечисляются, а у Mock Turtles их около n³/6)",
			uk: "coins: %d монет, більше за межу %d для компоненти суми (ходи кожної позиції перелічуються, а в Mock Turtles їх близько n³/6)",
			zh: "coins：%d 枚硬币，超过和的分量的上限 %d（要列出每个局面的走法，而 Mock Turtles 约有 n³/6 个）",
		},
		"play: misère play of this sum is not decided: the SJ theorem cannot be applied (%s), and searching every position is limited to %d positions, which component %d alone or with those before it exceeds": {
			ru: "play: мизер этой суммы не решён: теорему SJ применить нельзя (%s), а перебор всех позиций ограничен %d позициями, больше которых даёт компонента %d одна или вместе с предыдущими",
			uk: "play: мізер цієї суми не розв'язано: теорему SJ застосувати не можна (%s), а перебір усіх позицій обмежено %d позиціями, більше за які дає компонента %d сама або разом з попередніми",
			zh: "play：这个和的反常游戏无法判定：SJ定理不适用（%s），而搜索全部局面的上限为 %d 个，第 %d 个分量单独或与之前的分量一起超过了它",
		},
		"parts: the explorer draws at most %d components, not %d (nimscope analyze takes up to %d)": {
			ru: "parts: обозреватель рисует не больше %d компонент, а не %d (nimscope analyze принимает до %d)",
			uk: "parts: оглядач малює не більше %d компонент, а не %d (nimscope analyze приймає до %d)",
			zh: "parts：浏览器最多画 %d 个分量，而不是 %d 个（nimscope analyze 最多接受 %d 个）",
		},
		"parts: component %d (slide): the explorer draws a strip of at most %d cells in a sum, and a coin is on cell %d (nimscope analyze takes more)": {
			ru: "parts: компонента %d (slide): в сумме обозреватель рисует полосу не длиннее %d клеток, а монета стоит на клетке %d (nimscope analyze принимает больше)",
			uk: "parts: компонента %d (slide): у сумі оглядач малює смугу не довшу за %d клітинок, а монета стоїть на клітинці %d (nimscope analyze приймає більше)",
			zh: "parts：第 %d 个分量（slide）：和中浏览器最多画 %d 格长的条带，而有一枚硬币在第 %d 格（nimscope analyze 可接受更多）",
		},
		"parts: component %d (%s): the explorer draws at most %d %s in a component, not %d (nimscope analyze takes more)": {
			ru: "parts: компонента %d (%s): в компоненте обозреватель рисует не больше %d (%s), а не %d (nimscope analyze принимает больше)",
			uk: "parts: компонента %d (%s): у компоненті оглядач малює не більше %d (%s), а не %d (nimscope analyze приймає більше)",
			zh: "parts：第 %d 个分量（%s）：分量中浏览器最多画 %d 个（%s），而不是 %d 个（nimscope analyze 可接受更多）",
		},

		// fibonacci, multiple, threeheap
		"n: 0 before the first move (last=0) is no game; the heap must have at least 1 stone (n=0 with last ≥ 1 is a finished game)": {
			ru: "n: 0 до первого хода (last=0) — это не игра; в кучке должен быть хотя бы 1 камень (n=0 при last ≥ 1 — законченная игра)",
			uk: "n: 0 до першого ходу (last=0) — це не гра; у купці має бути хоча б 1 камінь (n=0 при last ≥ 1 — завершена гра)",
			zh: "n：第一步之前（last=0）为 0 不构成游戏；堆至少要有 1 枚石子（last ≥ 1 时 n=0 是已结束的游戏）",
		},
		"%s: missing; expected %s": {
			ru: "%s: не указан; ожидается %s",
			uk: "%s: не вказано; очікується %s",
			zh: "%s：缺失；应为%s",
		},
		"the number of stones, as in n=20": {
			ru: "число камней, как в n=20",
			uk: "кількість каменів, як у n=20",
			zh: "石子数，如 n=20",
		},
		"the factor, as in k=2 (each take at most k times the previous one)": {
			ru: "множитель, как в k=2 (каждый ход берёт не больше чем в k раз больше предыдущего)",
			uk: "множник, як у k=2 (кожен хід бере не більше ніж у k разів більше за попередній)",
			zh: "倍数，如 k=2（每次取数至多为上一次的 k 倍）",
		},
		"the previous take, or last=0 before the first move": {
			ru: "предыдущий ход (сколько взято), или last=0 до первого хода",
			uk: "попередній хід (скільки взято), або last=0 до першого ходу",
			zh: "上一次取的数量，第一步之前为 last=0",
		},
		"k: 0 is not allowed; the factor must be at least 1": {
			ru: "k: 0 не допускается; множитель должен быть не меньше 1",
			uk: "k: 0 не допускається; множник має бути не менший за 1",
			zh: "k：不允许为 0；倍数至少为 1",
		},
		"k: %d is larger than the limit of %d": {
			ru: "k: %d больше предела %d",
			uk: "k: %d більше за межу %d",
			zh: "k：%d 超过上限 %d",
		},
		"m: %d is larger than %d (2^52−1): the triples' other heaps would pass 2^53−1": {
			ru: "m: %d больше %d (2^52−1): другие кучки троек превысили бы 2^53−1",
			uk: "m: %d більше за %d (2^52−1): інші купки трійок перевищили б 2^53−1",
			zh: "m：%d 大于 %d（2^52−1）：三元组中的其他堆会超过 2^53−1",
		},

		// xor table
		"op: %s is not xor or mul": {
			ru: "op: %s — не xor и не mul",
			uk: "op: %s — не xor і не mul",
			zh: "op：%s 既不是 xor 也不是 mul",
		},
		"q: missing; expected a power of 2 such as q=64": {
			ru: "q: не указан; ожидается степень двойки, например q=64",
			uk: "q: не вказано; очікується степінь двійки, наприклад q=64",
			zh: "q：缺失；应为 2 的幂，例如 q=64",
		},
		"q: %d is not a power of 2 (1, 2, 4, … 64 …): only then are the numbers below q closed under ⊕": {
			ru: "q: %d — не степень двойки (1, 2, 4, … 64 …): только тогда числа меньше q замкнуты относительно ⊕",
			uk: "q: %d — не степінь двійки (1, 2, 4, … 64 …): лише тоді числа менші за q замкнені щодо ⊕",
			zh: "q：%d 不是 2 的幂（1、2、4……64……）：只有这样，小于 q 的数在 ⊕ 下才封闭",
		},
		"q: %d is larger than %d (2^52): the lecture's block runs to 2q−1, past 2^53−1": {
			ru: "q: %d больше %d (2^52): блок из лекции доходит до 2q−1, дальше 2^53−1",
			uk: "q: %d більше за %d (2^52): блок з лекції сягає 2q−1, далі за 2^53−1",
			zh: "q：%d 大于 %d（2^52）：讲义中的块一直到 2q−1，超过 2^53−1",
		},
		"q: %d is larger than %d (2^32), the largest nim-product table the view draws": {
			ru: "q: %d больше %d (2^32) — самой большой таблицы ним-произведения, которую рисует вид",
			uk: "q: %d більше за %d (2^32) — найбільшу таблицю нім-добутку, яку малює вигляд",
			zh: "q：%d 大于 %d（2^32），即视图能画的最大尼姆积表",
		},
		"palette: %s is not distinct, hue, bits or grey": {
			ru: "palette: %s — не distinct, не hue, не bits и не grey",
			uk: "palette: %s — не distinct, не hue, не bits і не grey",
			zh: "palette：%s 不是 distinct、hue、bits 或 grey",
		},
		"%q is not doubling, corners or mex": {
			ru: "%q — не doubling, не corners и не mex",
			uk: "%q — не doubling, не corners і не mex",
			zh: "%q 不是 doubling、corners 或 mex",
		},
		"framing: %s is not full or block": {
			ru: "framing: %s — не full и не block",
			uk: "framing: %s — не full і не block",
			zh: "framing：%s 既不是 full 也不是 block",
		},
		"at: %s is not two numbers x,y (the cell at the centre)": {
			ru: "at: %s — не два числа x,y (клетка в центре)",
			uk: "at: %s — не два числа x,y (клітинка в центрі)",
			zh: "at：%s 不是两个数 x,y（位于中心的格子）",
		},
		"span: %d is not between 2 and 1048576 (2^20) cells across": {
			ru: "span: %d не лежит между 2 и 1048576 (2^20) клетками в ширину",
			uk: "span: %d не лежить між 2 і 1048576 (2^20) клітинками завширшки",
			zh: "span：%d 不在横向 2 到 1048576（2^20）格之间",
		},

		// web/session: the view keys and the explorer
		"game: %s is not shown in the explorer yet (nimscope analyze answers it)": {
			ru: "game: %s пока не показывается в обозревателе (nimscope analyze её решает)",
			uk: "game: %s поки не показується в оглядачі (nimscope analyze її розв'язує)",
			zh: "game：浏览器暂不显示 %s（nimscope analyze 可以解答）",
		},
		"%s: %s is not 0 or 1": {
			ru: "%s: %s — не 0 и не 1",
			uk: "%s: %s — не 0 і не 1",
			zh: "%s：%s 既不是 0 也不是 1",
		},
		"hint: %s is not 0 or 1": {
			ru: "hint: %s — не 0 и не 1",
			uk: "hint: %s — не 0 і не 1",
			zh: "hint：%s 既不是 0 也不是 1",
		},
		"theme: %s is not light, dark or auto": {
			ru: "theme: %s — не light, не dark и не auto",
			uk: "theme: %s — не light, не dark і не auto",
			zh: "theme：%s 不是 light、dark 或 auto",
		},
		"lang: %s is not one of %s (or empty, for the browser's language)": {
			ru: "lang: %s — не одно из %s (или пусто — язык браузера)",
			uk: "lang: %s — не одне з %s (або порожньо — мова браузера)",
			zh: "lang：%s 不是 %s 之一（或留空，表示浏览器的语言）",
		},
		"values: %s is not hidden or shown": {
			ru: "values: %s — не hidden и не shown",
			uk: "values: %s — не hidden і не shown",
			zh: "values：%s 既不是 hidden 也不是 shown",
		},
		"vs: %s is not computer or human": {
			ru: "vs: %s — не computer и не human",
			uk: "vs: %s — не computer і не human",
			zh: "vs：%s 既不是 computer 也不是 human",
		},
		"it is the computer's turn": {
			ru: "сейчас ходит компьютер",
			uk: "зараз ходить комп'ютер",
			zh: "现在轮到电脑走",
		},
		"the game is over: no move is left": {
			ru: "игра окончена: ходов не осталось",
			uk: "гру закінчено: ходів не залишилося",
			zh: "游戏已结束：没有可走的步了",
		},
		"the position changed before the move arrived": {
			ru: "позиция изменилась раньше, чем пришёл ход",
			uk: "позиція змінилася раніше, ніж надійшов хід",
			zh: "这一步到达之前局面已经改变",
		},
		"undo: nothing to undo": {
			ru: "undo: отменять нечего",
			uk: "undo: скасовувати нічого",
			zh: "undo：没有可撤销的",
		},
		"redo: nothing to redo": {
			ru: "redo: повторять нечего",
			uk: "redo: повторювати нічого",
			zh: "redo：没有可重做的",
		},
	})
}
