package i18n

// Green Hackenbush's analysis and the captions of its reduction (engine/hackenbush).
func init() {
	add(map[string]tr{
		"Green Hackenbush is Nim in disguise. Fusion principle: the vertices of a cycle fuse into one and its edges become loops, each loop a stalk of length one. Colon principle: the branches at a vertex are worth one stalk whose length is the nim-sum of theirs, an edge with a branch worth v above it counting v+1. The stalk left on the ground is the graph's value; the player to move loses exactly when it is 0, and a winning chop leaves value 0.": {
			ru: "Зелёный Хакенбуш — это замаскированный ним. Принцип слияния: вершины цикла сливаются в одну, а его рёбра становятся петлями, каждая петля — стебель длины один. Принцип двоеточия: ветви в вершине стоят одного стебля, длина которого — ним-сумма их длин, а ребро, над которым ветвь стоимостью v, считается за v+1. Стебель, оставшийся на земле, — значение графа; ходящий проигрывает ровно тогда, когда оно равно 0, а выигрышный сруб оставляет значение 0.",
			uk: "Зелений Хакенбуш — це замаскований нім. Принцип злиття: вершини циклу зливаються в одну, а його ребра стають петлями, кожна петля — стебло довжини один. Принцип двокрапки: гілки у вершині варті одного стебла, довжина якого — нім-сума їхніх довжин, а ребро, над яким гілка вартістю v, рахується за v+1. Стебло, що лишилося на землі, — значення графа; той, хто ходить, програє саме тоді, коли воно дорівнює 0, а виграшне зрубування залишає значення 0.",
			zh: "绿色Hackenbush就是伪装的尼姆。融合原理：圈上的顶点融合为一个，圈上的边变成自环，每个自环相当于长度为 1 的竹竿。冒号原理：一个顶点上的各分支相当于一根竹竿，其长度是它们长度的尼姆和；上方有值为 v 的分支的一条边算作 v+1。留在地面上的竹竿就是图的值；当且仅当它为 0 时，轮到走的一方必败，必胜的一砍使值变为 0。",
		},
		"Misère Green Hackenbush has no known reduction to Nim (the fusion and colon principles change misère outcomes), so the outcome comes from searching every position the graph can reach: the player to move wins exactly when some chop leaves a position the opponent loses, and a graph with no edges left is a win for the player to move. nimscope searches graphs of up to %d edges.": {
			ru: "Для мизерного зелёного Хакенбуша сведение к ниму неизвестно (принципы слияния и двоеточия меняют исходы мизера), поэтому исход получается перебором всех позиций, достижимых из графа: ходящий выигрывает ровно тогда, когда какой-то сруб оставляет позицию, проигранную для соперника, а граф без рёбер — выигрыш для ходящего. nimscope перебирает графы до %d рёбер.",
			uk: "Для мізерного зеленого Хакенбуша зведення до німу невідоме (принципи злиття й двокрапки змінюють результати мізеру), тому результат отримують перебором усіх позицій, досяжних з графа: той, хто ходить, виграє саме тоді, коли якесь зрубування залишає позицію, програну для суперника, а граф без ребер — виграш для того, хто ходить. nimscope перебирає графи до %d ребер.",
			zh: "反常绿色Hackenbush没有已知的到尼姆的归约（融合原理和冒号原理会改变反常游戏的结果），所以结果来自搜索图能到达的所有局面：当且仅当某一砍留下对手必败的局面时，轮到走的一方必胜；没有边的图对轮到走的一方是赢。nimscope 搜索至多 %d 条边的图。",
		},
		"winning moves are listed for graphs of up to %d edges; this one has %d (the outcome and the value are exact)": {
			ru: "выигрышные ходы перечисляются для графов до %d рёбер; в этом их %d (исход и значение точны)",
			uk: "виграшні ходи перелічуються для графів до %d ребер; у цьому їх %d (результат і значення точні)",
			zh: "只对至多 %d 条边的图列出必胜着法；这个图有 %d 条（结果和值都是精确的）",
		},
		"Nim with %d heaps: the stalks the branches at the ground become": {
			ru: "ним с %d кучками: стебли, в которые превращаются ветви у земли",
			uk: "нім з %d купками: стебла, на які перетворюються гілки біля землі",
			zh: "有 %d 堆的尼姆：地面上各分支化成的竹竿",
		},
		"Nim with heaps %s: the stalks the branches at the ground become": {
			ru: "ним с кучками %s: стебли, в которые превращаются ветви у земли",
			uk: "нім з купками %s: стебла, на які перетворюються гілки біля землі",
			zh: "各堆为 %s 的尼姆：地面上各分支化成的竹竿",
		},
		"no edges are left: the player to move cannot move, and loses": {
			ru: "рёбер не осталось: ходящий не может сходить и проигрывает",
			uk: "ребер не залишилося: той, хто ходить, не може походити й програє",
			zh: "边已砍完：轮到走的一方无法走，输了",
		},
		"by the fusion and colon principles the graph is a single stalk of length %d on the ground": {
			ru: "по принципам слияния и двоеточия граф — это один стебель длины %d на земле",
			uk: "за принципами злиття й двокрапки граф — це одне стебло довжини %d на землі",
			zh: "由融合原理和冒号原理，这个图就是地面上一根长度为 %d 的竹竿",
		},
		"by the fusion and colon principles the %s at the ground are worth %s": {
			ru: "по принципам слияния и двоеточия %s у земли стоят %s",
			uk: "за принципами злиття й двокрапки %s біля землі варті %s",
			zh: "由融合原理和冒号原理，地面上的%s值 %s",
		},
		"%s, so every chop loses against perfect play": {
			ru: "%s, поэтому любой сруб проигрывает при правильной игре соперника",
			uk: "%s, тому будь-яке зрубування програє за правильної гри суперника",
			zh: "%s，所以在对方完美应对下任何一砍都输",
		},
		"%s: chop %s, leaving value 0": {
			ru: "%s: срубите %s, оставив значение 0",
			uk: "%s: зрубайте %s, залишивши значення 0",
			zh: "%s：砍掉%s，使值变为 0",
		},
		"%s: a chop to value 0 exists, but nimscope looks for one inside cycles only on graphs of up to %d edges": {
			ru: "%s: сруб к значению 0 существует, но внутри циклов nimscope ищет его только в графах до %d рёбер",
			uk: "%s: зрубування до значення 0 існує, але всередині циклів nimscope шукає його лише в графах до %d ребер",
			zh: "%s：存在使值变为 0 的一砍，但 nimscope 只在至多 %d 条边的图中到圈内寻找",
		},
		"no edges are left: the player to move cannot move, and in misère play that wins": {
			ru: "рёбер не осталось: ходящий не может сходить, а в мизере это выигрыш",
			uk: "ребер не залишилося: той, хто ходить, не може походити, а в мізері це виграш",
			zh: "边已砍完：轮到走的一方无法走，而在反常游戏中这就是赢",
		},
		"misère play has no shortcut, and a search of %s shows that every chop loses against perfect play": {
			ru: "в мизере коротких путей нет, и перебор (%s) показывает, что любой сруб проигрывает при правильной игре соперника",
			uk: "у мізері коротких шляхів немає, і перебір (%s) показує, що будь-яке зрубування програє за правильної гри суперника",
			zh: "反常游戏没有捷径，搜索（%s）表明在对方完美应对下任何一砍都输",
		},
		"misère play has no shortcut, and a search of %s shows a win: chop %s, and the opponent loses": {
			ru: "в мизере коротких путей нет, и перебор (%s) показывает выигрыш: срубите %s, и соперник проиграет",
			uk: "у мізері коротких шляхів немає, і перебір (%s) показує виграш: зрубайте %s, і суперник програє",
			zh: "反常游戏没有捷径，搜索（%s）表明可以赢：砍掉%s，对手就输了",
		},
		"1 position": {
			ru: "1 позиция",
			uk: "1 позиція",
			zh: "1 个局面",
		},
		"%d positions": {
			ru: "%d позиция|%d позиции|%d позиций",
			uk: "%d позиція|%d позиції|%d позицій",
			zh: "%d 个局面",
		},
		"a loop at %s": {
			ru: "одну из петель (%s)",
			uk: "одну з петель (%s)",
			zh: "%s处的某个自环",
		},
		"the loop at %s": {
			ru: "петлю (%s)",
			uk: "петлю (%s)",
			zh: "%s处的自环",
		},
		"an edge %s": {
			ru: "одно из рёбер %s",
			uk: "одне з ребер %s",
			zh: "某条边 %s",
		},
		"the edge %s": {
			ru: "ребро %s",
			uk: "ребро %s",
			zh: "边 %s",
		},
		"%s (the edge above it falls away)": {
			ru: "%s (ребро над ним упадёт)",
			uk: "%s (ребро над ним упаде)",
			zh: "%s（它上面的一条边随之脱落）",
		},
		"%s (the %d edges above it fall away)": {
			ru: "%s (рёбра над ним упадут: %d)",
			uk: "%s (ребра над ним упадуть: %d)",
			zh: "%s（它上面的 %d 条边随之脱落）",
		},
		"the ground": {
			ru: "земля",
			uk: "земля",
			zh: "地面",
		},
		"vertex %d": {
			ru: "вершина %d",
			uk: "вершина %d",
			zh: "顶点 %d",
		},
		"%d others": {
			ru: "ещё %d",
			uk: "ще %d",
			zh: "另外 %d 个",
		},
		"a cycle": {
			ru: "одном цикле",
			uk: "одному циклі",
			zh: "一个圈",
		},
		"cycles": {
			ru: "циклах",
			uk: "циклах",
			zh: "若干圈",
		},
		"Fusion: vertex %s lies on %s with %s, so it merges into it, and the %d edges joining them become loops.": {
			ru: "Слияние: вершина %s лежит на %s вместе с «%s», поэтому сливается с ней, и %d рёбер между ними становятся петлями.",
			uk: "Злиття: вершина %s лежить на %s разом з «%s», тому зливається з нею, і %d ребер між ними стають петлями.",
			zh: "融合：顶点 %s 与%[3]s在%[2]s上，所以并入其中，连接它们的 %[4]d 条边变成自环。",
		},
		"Fusion: vertices %s lie on %s with %s, so they merge into it, and the %d edges joining them become loops.": {
			ru: "Слияние: вершины %s лежат на %s вместе с «%s», поэтому сливаются с ней, и %d рёбер между ними становятся петлями.",
			uk: "Злиття: вершини %s лежать на %s разом з «%s», тому зливаються з нею, і %d ребер між ними стають петлями.",
			zh: "融合：顶点 %s 与%[3]s在%[2]s上，所以并入其中，连接它们的 %[4]d 条边变成自环。",
		},
		"The loop at %s becomes a stalk of length one.": {
			ru: "Петля (%s) становится стеблем длины один.",
			uk: "Петля (%s) стає стеблом довжини один.",
			zh: "%s处的自环变成长度为 1 的竹竿。",
		},
		"The %d loops at %s become stalks of length one.": {
			ru: "Петли (%[2]s, %[1]d шт.) становятся стеблями длины один.",
			uk: "Петлі (%[2]s, %[1]d шт.) стають стеблами довжини один.",
			zh: "%[2]s处的 %[1]d 个自环变成长度为 1 的竹竿。",
		},
		"At the ground a single branch of length %d is left: the graph is worth *%d.": {
			ru: "У земли осталась одна ветвь длины %d: граф стоит *%d.",
			uk: "Біля землі лишилася одна гілка довжини %d: граф вартий *%d.",
			zh: "地面上只剩一根长度为 %d 的分支：图的值为 *%d。",
		},
		"At the ground, %s cancel out, %s: the graph is worth 0, and the player to move loses.": {
			ru: "У земли %s взаимно уничтожаются, %s: граф стоит 0, и ходящий проигрывает.",
			uk: "Біля землі %s взаємно знищуються, %s: граф вартий 0, і той, хто ходить, програє.",
			zh: "在地面上，%s相互抵消，%s：图的值为 0，轮到走的一方必败。",
		},
		"At the ground, %s become one stalk of length %s: the graph is worth *%d.": {
			ru: "У земли %s становятся одним стеблем длины %s: граф стоит *%d.",
			uk: "Біля землі %s стають одним стеблом довжини %s: граф вартий *%d.",
			zh: "在地面上，%s变成一根长度为 %s 的竹竿：图的值为 *%d。",
		},
		"Colon principle at %s: %s cancel out, %s, and nothing is left.": {
			ru: "Принцип двоеточия (%s): %s взаимно уничтожаются, %s, и ничего не остаётся.",
			uk: "Принцип двокрапки (%s): %s взаємно знищуються, %s, і нічого не лишається.",
			zh: "冒号原理（%s）：%s相互抵消，%s，什么都不剩。",
		},
		"Colon principle at %s: %s become one stalk of length %s.": {
			ru: "Принцип двоеточия (%s): %s становятся одним стеблем длины %s.",
			uk: "Принцип двокрапки (%s): %s стають одним стеблом довжини %s.",
			zh: "冒号原理（%s）：%s变成一根长度为 %s 的竹竿。",
		},
		"%d branches": {
			ru: "%d ветвь|%d ветви|%d ветвей",
			uk: "%d гілка|%d гілки|%d гілок",
			zh: "%d 个分支",
		},
		"%d (the nim-sum of their lengths)": {
			ru: "%d (ним-сумма их длин)",
			uk: "%d (нім-сума їхніх довжин)",
			zh: "%d（它们长度的尼姆和）",
		},
		"branches of lengths %s": {
			ru: "ветви длин %s",
			uk: "гілки довжин %s",
			zh: "长度为 %s 的各分支",
		},
	})
}
