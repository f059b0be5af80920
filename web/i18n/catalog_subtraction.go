package i18n

// The subtraction game's words (web/session/subtraction.go).
func init() {
	add(map[string]tr{
		"heaps %s; take %s; misère play": {
			ru: "кучки %s; брать %s; мизер",
			uk: "купки %s; брати %s; мізер",
			zh: "各堆 %s；每次取 %s；反常游戏",
		},
		"heaps %s; take %s": {
			ru: "кучки %s; брать %s",
			uk: "купки %s; брати %s",
			zh: "各堆 %s；每次取 %s",
		},
		"Set": {
			ru: "Множество",
			uk: "Множина",
			zh: "可取数集合",
		},
		"Amount": {
			ru: "Число",
			uk: "Число",
			zh: "取数",
		},
		"The amounts a move may take from one heap. 1, 2, …, k is Bachet's game.": {
			ru: "Сколько камней ход может взять из одной кучки. 1, 2, …, k — это игра Баше.",
			uk: "Скільки каменів хід може взяти з однієї купки. 1, 2, …, k — це гра Баше.",
			zh: "一步可从一堆中取走的数目。1, 2, …, k 就是巴什博弈（Bachet）。",
		},
		"heap %d (%d)": {
			ru: "кучка %d (%d)",
			uk: "купка %d (%d)",
			zh: "第 %d 堆（%d）",
		},
		"Nim-sum of Grundy values": {
			ru: "Ним-сумма значений Гранди",
			uk: "Нім-сума значень Гранді",
			zh: "SG值的尼姆和",
		},
		"Grundy value": {
			ru: "значение Гранди",
			uk: "значення Гранді",
			zh: "SG值",
		},
		"The set is 1 to %d: this is Bachet's game, where g(n) = n mod %d. A heap of n stones is worth its remainder on division by %d.": {
			ru: "Множество — это 1…%d: это игра Баше, где g(n) = n mod %d. Кучка из n камней стоит своего остатка от деления на %d.",
			uk: "Множина — це 1…%d: це гра Баше, де g(n) = n mod %d. Купка з n каменів варта своєї остачі від ділення на %d.",
			zh: "可取数为 1 到 %d：这就是巴什博弈（Bachet），SG(n) = n mod %d。n 个石子的堆，其值就是 n 除以 %d 的余数。",
		},
		"The strip under the heaps shows g(n) for n = 0, 1, 2, …, each the mex (least value missing) of g(n − s) over the amounts s of the set with s ≤ n.": {
			ru: "Полоса под кучками показывает g(n) для n = 0, 1, 2, …; каждое — mex (наименьшее отсутствующее значение) из g(n − s) по числам s множества с s ≤ n.",
			uk: "Смуга під купками показує g(n) для n = 0, 1, 2, …; кожне — mex (найменше відсутнє значення) з g(n − s) за числами s множини з s ≤ n.",
			zh: "堆下方的条带显示 n = 0, 1, 2, … 时的 SG(n)：每个值是所有 s ≤ n（s 属于可取数集合）的 SG(n − s) 的 mex（最小的未出现值）。",
		},
		"The values repeat with period %d from the start; the bracket above the strip spans one period, and the shading changes with each repetition.": {
			ru: "Значения повторяются с периодом %d с самого начала; скобка над полосой охватывает один период, а штриховка меняется с каждым повторением.",
			uk: "Значення повторюються з періодом %d від самого початку; дужка над смугою охоплює один період, а штрихування змінюється з кожним повторенням.",
			zh: "这些值从一开始就以 %d 为周期重复；条带上方的括号标出一个周期，每次重复底纹都会变化。",
		},
		"The first %d values (grey) are the preperiod; from g(%d) on the values repeat with period %d, which the bracket above the strip spans.": {
			ru: "Первые %d значений (серые) — предпериод; начиная с g(%d) значения повторяются с периодом %d, который охватывает скобка над полосой.",
			uk: "Перші %d значень (сірі) — передперіод; починаючи з g(%d) значення повторюються з періодом %d, який охоплює дужка над смугою.",
			zh: "前 %d 个值（灰色）是前周期；从 SG(%d) 起，这些值以 %d 为周期重复，条带上方的括号标出这个周期。",
		},
		"No period shows within the values computed.": {
			ru: "Среди вычисленных значений период не виден.",
			uk: "Серед обчислених значень період не видно.",
			zh: "在已计算的值中看不出周期。",
		},
		"A mark under a cell points at each heap's size; a hollow mark stands for a heap too big for the strip, at the cell with the same value.": {
			ru: "Метка под клеткой указывает размер каждой кучки; полая метка означает кучку, слишком большую для полосы, и стоит у клетки с тем же значением.",
			uk: "Мітка під клітинкою вказує розмір кожної купки; порожниста мітка означає купку, завелику для смуги, і стоїть біля клітинки з тим самим значенням.",
			zh: "格子下方的标记指向每堆的大小；空心标记表示该堆太大、超出条带，它放在具有相同值的格子处。",
		},
		"The Grundy strip": {
			ru: "Полоса Гранди",
			uk: "Смуга Гранді",
			zh: "SG值条带",
		},
		"The SJ theorem's condition holds for these heaps, so the Grundy values decide misère play too, in the way the rule above says: the table's nim-sum counts, and so does whether some heap has a value above 1.": {
			ru: "Условие теоремы SJ для этих кучек выполнено, поэтому значения Гранди решают и мизерную игру, как сказано в правиле выше: важны ним-сумма из таблицы и то, есть ли кучка со значением больше 1.",
			uk: "Умова теореми SJ для цих купок виконується, тому значення Гранді вирішують і мізерну гру, як сказано в правилі вище: важать нім-сума з таблиці і те, чи є купка зі значенням понад 1.",
			zh: "这些堆满足 SJ 定理的条件，因此 SG 值也决定反常游戏，方式如上面的规则所述：看表中的尼姆和，以及是否有某堆的值大于 1。",
		},
		"The SJ theorem's condition fails for these heaps, so the Grundy values do not decide misère play: the analysis searched every position the heaps can reach. The table still shows the values, for comparison.": {
			ru: "Условие теоремы SJ для этих кучек не выполнено, поэтому значения Гранди не решают мизерную игру: анализ перебрал все позиции, достижимые из этих кучек. Таблица всё равно показывает значения — для сравнения.",
			uk: "Умова теореми SJ для цих купок не виконується, тому значення Гранді не вирішують мізерну гру: аналіз перебрав усі позиції, досяжні з цих купок. Таблиця все одно показує значення — для порівняння.",
			zh: "这些堆不满足 SJ 定理的条件，因此 SG 值不能决定反常游戏：分析搜索了这些堆能到达的所有局面。表中仍列出这些值，以作比较。",
		},
		"The rule above says how misère play was decided.": {
			ru: "Правило выше говорит, как решена мизерная игра.",
			uk: "Правило вище каже, як вирішено мізерну гру.",
			zh: "上面的规则说明了反常游戏是如何判定的。",
		},
		"Misère play": {
			ru: "Мизер",
			uk: "Мізер",
			zh: "反常游戏",
		},
		"%s or %d": {
			ru: "%s или %d",
			uk: "%s або %d",
			zh: "%s 或 %d",
		},
		"How the subtraction game works": {
			ru: "Как устроена игра вычитания",
			uk: "Як влаштована гра віднімання",
			zh: "取子游戏（减法博弈）的原理",
		},
		"A move takes exactly s stones from one heap, where s is one of the amounts of the set; whoever cannot move loses. With the set 1, 2, 3 this is the lecture's “take 1 to 3 stones”.": {
			ru: "Ход берёт из одной кучки ровно s камней, где s — одно из чисел множества; кто не может сходить, проигрывает. С множеством 1, 2, 3 это лекционное «бери от 1 до 3 камней».",
			uk: "Хід бере з однієї купки рівно s каменів, де s — одне з чисел множини; хто не може походити, програє. З множиною 1, 2, 3 це лекційне «бери від 1 до 3 каменів».",
			zh: "一步从某一堆中恰好取走 s 个石子，s 是可取数集合中的一个数；无法走的一方输。集合为 1, 2, 3 时，就是讲义中的“每次取 1 到 3 个石子”。",
		},
		"One heap of n stones is worth g(n), its Grundy value: the least value missing among the values of the heaps one move away. By the Sprague–Grundy theorem a game of several heaps plays like Nim with heaps of sizes g(n): the player to move loses exactly when the nim-sum of the heaps' values is 0, and a winning move takes an amount that makes it 0. The values are eventually periodic, so a few of them tell the value of any heap.": {
			ru: "Кучка из n камней стоит g(n) — своего значения Гранди: наименьшего значения, отсутствующего среди значений кучек, достижимых за один ход. По теореме Шпрага–Гранди игра из нескольких кучек ведёт себя как ним с кучками размеров g(n): ходящий проигрывает ровно тогда, когда ним-сумма значений кучек равна 0, а выигрышный ход берёт столько, чтобы сделать её 0. Значения в конце концов периодичны, так что по нескольким из них известно значение любой кучки.",
			uk: "Купка з n каменів варта g(n) — свого значення Гранді: найменшого значення, відсутнього серед значень купок, досяжних за один хід. За теоремою Шпрага–Гранді гра з кількох купок поводиться як нім з купками розмірів g(n): той, хто ходить, програє саме тоді, коли нім-сума значень купок дорівнює 0, а виграшний хід бере стільки, щоб зробити її 0. Значення зрештою періодичні, тож за кількома з них відоме значення будь-якої купки.",
			zh: "n 个石子的一堆，其值为 SG(n)，即它的 SG 值：一步能到达的各堆的值中没有出现的最小值。由 Sprague–Grundy 定理，多堆的游戏就像各堆大小为 SG(n) 的尼姆游戏：当且仅当各堆值的尼姆和为 0 时，轮到走的一方必败；必胜的一步取走适当的数目使之变为 0。这些值最终是周期性的，所以知道其中几个就能得出任何一堆的值。",
		},
		"In misère play, where whoever takes the last stone loses, the values decide only under the SJ theorem's condition; where it fails the position is searched. The analysis names the rule it used.": {
			ru: "В мизере, где проигрывает взявший последний камень, значения решают игру только при условии теоремы SJ; где оно не выполнено, позиция перебирается. Анализ называет правило, которое он применил.",
			uk: "У мізері, де програє той, хто бере останній камінь, значення вирішують гру лише за умови теореми SJ; де її не виконано, позицію перебирають. Аналіз називає правило, яке він застосував.",
			zh: "在反常游戏（取走最后一枚石子者输）中，只有满足 SJ 定理的条件时这些值才能决定胜负；不满足时就搜索局面。分析会注明所用的规则。",
		},
	})
}
