// i18n.js: the page's own words in the four languages the explorer speaks. Go translates
// what it sends (the view model, the scene's reports); this file translates the panel's
// chrome, dialogs and messages. Elements of index.html carry data-i18n (their text),
// data-i18n-label (aria-label) or data-i18n-title (title); scripts call t(id, ...args),
// where {0}, {1}… in a message are its arguments. Everything goes in as textContent.
// The language: the view model's lang once Go runs (Go resolves lang= and the browser's
// languages the same way); before that, lang= of the link, else the browser's languages,
// else English. web/i18n's tests check that every id has every language.
"use strict";
window.nimscopeI18n = (function () {
  const LANGS = ["en", "ru", "uk", "zh"];
  // The catalog is JSON between the two markers, so that a Go test can read it.
  const CATALOG = /* catalog */ {
    "page.title": {
      "en": "nimscope — impartial games, seen",
      "ru": "nimscope — беспристрастные игры наглядно",
      "uk": "nimscope — безсторонні ігри наочно",
      "zh": "nimscope — 看得见的公平组合游戏"
    },
    "page.tagline": {
      "en": "impartial games, seen",
      "ru": "беспристрастные игры наглядно",
      "uk": "безсторонні ігри наочно",
      "zh": "看得见的公平组合游戏"
    },
    "panel.hide": {"en": "Hide panel", "ru": "Скрыть панель", "uk": "Сховати панель", "zh": "隐藏面板"},
    "panel.hideShort": {"en": "Hide", "ru": "Скрыть", "uk": "Сховати", "zh": "隐藏"},
    "panel.show": {"en": "Show panel", "ru": "Показать панель", "uk": "Показати панель", "zh": "显示面板"},
    "tools.embed": {"en": "Embed", "ru": "Встроить", "uk": "Вбудувати", "zh": "嵌入"},
    "tools.fullscreen": {"en": "Full screen", "ru": "Во весь экран", "uk": "На весь екран", "zh": "全屏"},
    "tools.keys": {"en": "Keys", "ru": "Клавиши", "uk": "Клавіші", "zh": "快捷键"},
    "tools.keysLabel": {"en": "Keyboard shortcuts", "ru": "Сочетания клавиш", "uk": "Комбінації клавіш", "zh": "键盘快捷键"},
    "tools.lang": {"en": "Language", "ru": "Язык", "uk": "Мова", "zh": "语言"},
    "tools.langAuto": {"en": "Auto", "ru": "Авто", "uk": "Авто", "zh": "自动"},
    "tools.projector": {"en": "Projector", "ru": "Проектор", "uk": "Проєктор", "zh": "投影"},
    "tools.hideValues": {"en": "Hide values", "ru": "Скрыть значения", "uk": "Сховати значення", "zh": "隐藏数值"},
    "tools.openFull": {"en": "Open full page", "ru": "Открыть всю страницу", "uk": "Відкрити всю сторінку", "zh": "打开完整页面"},
    "tools.newTab": {"en": " (new tab)", "ru": " (в новой вкладке)", "uk": " (у новій вкладці)", "zh": "（新标签页）"},
    "boot.loading": {"en": "Loading nimscope…", "ru": "Загрузка nimscope…", "uk": "Завантаження nimscope…", "zh": "正在加载 nimscope…"},
    "boot.percent": {
      "en": "Loading nimscope… {0}%",
      "ru": "Загрузка nimscope… {0}\u00a0%",
      "uk": "Завантаження nimscope… {0}\u00a0%",
      "zh": "正在加载 nimscope… {0}%"
    },
    "boot.progress": {
      "en": "Loading nimscope… {0} MB",
      "ru": "Загрузка nimscope… {0} МБ",
      "uk": "Завантаження nimscope… {0} МБ",
      "zh": "正在加载 nimscope… {0} MB"
    },
    "boot.starting": {"en": "Starting…", "ru": "Запуск…", "uk": "Запуск…", "zh": "正在启动…"},
    "boot.failed": {
      "en": "nimscope could not load: {0}. Check the connection and reload the page.",
      "ru": "nimscope не загрузился: {0}. Проверьте подключение и перезагрузите страницу.",
      "uk": "nimscope не завантажився: {0}. Перевірте з’єднання й перезавантажте сторінку.",
      "zh": "nimscope 无法加载：{0}。请检查网络连接并重新加载页面。"
    },
    "boot.notKept": {
      "en": "nimscope could not load this game: {0}. Its part of nimscope was not kept for use without the network (it has not been opened here before): connect and try again, or go back to the game before.",
      "ru": "nimscope не смог загрузить эту игру: {0}. Её часть nimscope не сохранена для работы без сети (здесь её ещё не открывали): подключитесь и попробуйте снова или вернитесь к предыдущей игре.",
      "uk": "nimscope не зміг завантажити цю гру: {0}. Її частину nimscope не збережено для роботи без мережі (тут її ще не відкривали): під’єднайтеся й спробуйте ще раз або поверніться до попередньої гри.",
      "zh": "nimscope 无法加载这个游戏：{0}。它所需的 nimscope 部分没有保存下来供离线使用（此前没有在这里打开过）：请连接网络后重试，或返回上一个游戏。"
    },
    "boot.downloadFailed": {
      "en": "the download failed ({0})",
      "ru": "загрузка не удалась ({0})",
      "uk": "завантаження не вдалося ({0})",
      "zh": "下载失败（{0}）"
    },
    "boot.serverAnswered": {
      "en": "the server answered {0} for {1}",
      "ru": "сервер ответил {0} на запрос {1}",
      "uk": "сервер відповів {0} на запит {1}",
      "zh": "服务器对 {1} 的回应是 {0}"
    },
    "boot.interrupted": {
      "en": "the download was interrupted ({0})",
      "ru": "загрузка прервалась ({0})",
      "uk": "завантаження перервалося ({0})",
      "zh": "下载中断（{0}）"
    },
    "boot.retrying": {
      "en": "The download stalled; trying again…",
      "ru": "Загрузка остановилась; пробуем ещё раз…",
      "uk": "Завантаження зупинилося; пробуємо ще раз…",
      "zh": "下载停滞，正在重试…"
    },
    "boot.retryingBroken": {
      "en": "The download broke off; trying again…",
      "ru": "Загрузка прервалась; пробуем ещё раз…",
      "uk": "Завантаження перервалося; пробуємо ще раз…",
      "zh": "下载中断，正在重试…"
    },
    "boot.retry": {"en": "Try again", "ru": "Попробовать снова", "uk": "Спробувати ще раз", "zh": "重试"},
    "boot.stalled": {
      "en": "the download stalled twice (nothing arrived for {0} s)",
      "ru": "загрузка дважды останавливалась ({0} с не приходило ни байта)",
      "uk": "завантаження двічі зупинялося ({0} с не надходило жодного байта)",
      "zh": "下载两次停滞（{0} 秒内没有收到任何数据）"
    },
    "boot.damaged": {
      "en": "the program file is damaged ({0})",
      "ru": "файл программы повреждён ({0})",
      "uk": "файл програми пошкоджено ({0})",
      "zh": "程序文件已损坏（{0}）"
    },
    "boot.cannotStart": {
      "en": "the program could not start ({0})",
      "ru": "программа не запустилась ({0})",
      "uk": "програма не запустилася ({0})",
      "zh": "程序无法启动（{0}）"
    },
    "boot.noWasm": {
      "en": "nimscope needs WebAssembly, and this browser does not have it. Try a current Firefox, Chrome, Safari or Edge.",
      "ru": "nimscope нужен WebAssembly, а в этом браузере его нет. Попробуйте свежий Firefox, Chrome, Safari или Edge.",
      "uk": "nimscope потребує WebAssembly, а в цьому браузері його немає. Спробуйте свіжий Firefox, Chrome, Safari або Edge.",
      "zh": "nimscope 需要 WebAssembly，而此浏览器不支持。请使用较新的 Firefox、Chrome、Safari 或 Edge。"
    },
    "boot.noSupport": {
      "en": "the support script wasm_exec.js did not load",
      "ru": "вспомогательный скрипт wasm_exec.js не загрузился",
      "uk": "допоміжний скрипт wasm_exec.js не завантажився",
      "zh": "辅助脚本 wasm_exec.js 未能加载"
    },
    "boot.stopped": {
      "en": "nimscope stopped; reload the page.",
      "ru": "nimscope остановился; перезагрузите страницу.",
      "uk": "nimscope зупинився; перезавантажте сторінку.",
      "zh": "nimscope 已停止；请重新加载页面。"
    },
    "msg.dismiss": {"en": "Dismiss", "ru": "Закрыть", "uk": "Закрити", "zh": "关闭"},
    "pos.heading": {"en": "Position", "ru": "Позиция", "uk": "Позиція", "zh": "局面"},
    "pos.reveal": {"en": "Reveal the values", "ru": "Показать значения", "uk": "Показати значення", "zh": "揭示数值"},
    "scene.heading": {"en": "Scene", "ru": "Сцена", "uk": "Сцена", "zh": "场景"},
    "analysis.nimSum": {"en": "Nim-sum", "ru": "Ним-сумма", "uk": "Нім-сума", "zh": "尼姆和"},
    "analysis.caption": {
      "en": "Each row's size in binary, one column per bit; the last row is their nim-sum. Columns with an odd number of ones are marked.",
      "ru": "Каждая строка: размер в двоичной записи, по столбцу на бит; последняя строка — их ним-сумма. Отмечены столбцы с нечётным числом единиц.",
      "uk": "Кожен рядок: розмір у двійковому записі, по стовпцю на біт; останній рядок — їхня нім-сума. Позначено стовпці з непарною кількістю одиниць.",
      "zh": "每行的大小用二进制表示，每一位一列；最后一行是它们的尼姆和（异或和）。含奇数个 1 的列已标出。"
    },
    "analysis.why": {"en": "Why", "ru": "Почему", "uk": "Чому", "zh": "原因"},
    "analysis.reduction": {"en": "Reduction: {0}", "ru": "Сведение: {0}", "uk": "Зведення: {0}", "zh": "归约：{0}"},
    "play.heading": {"en": "Play", "ru": "Игра", "uk": "Гра", "zh": "对弈"},
    "play.hint": {"en": "Hint", "ru": "Подсказка", "uk": "Підказка", "zh": "提示"},
    "play.undo": {"en": "Undo", "ru": "Отменить", "uk": "Скасувати", "zh": "撤销"},
    "play.redo": {"en": "Redo", "ru": "Повторить", "uk": "Повторити", "zh": "重做"},
    "play.play": {"en": "Play: ", "ru": "Игра: ", "uk": "Правила: ", "zh": "规则："},
    "play.normal": {"en": "normal", "ru": "обычная", "uk": "звичайні", "zh": "正常"},
    "play.misere": {"en": "misère", "ru": "мизер", "uk": "мізер", "zh": "反常"},
    "play.vs": {"en": "Opponent: ", "ru": "Соперник: ", "uk": "Суперник: ", "zh": "对手："},
    "play.computer": {"en": "computer", "ru": "компьютер", "uk": "комп’ютер", "zh": "电脑"},
    "play.twoPlayers": {"en": "two players", "ru": "два игрока", "uk": "двоє гравців", "zh": "双人"},
    "move.legend": {"en": "Make a move", "ru": "Сделать ход", "uk": "Зробити хід", "zh": "走一步"},
    "move.item": {"en": "Heap", "ru": "Кучка", "uk": "Купка", "zh": "堆"},
    "move.itemSize": {"en": "{0} ({1})", "ru": "{0} ({1})", "uk": "{0} ({1})", "zh": "{0}（{1}）"},
    "move.becomes": {"en": "becomes", "ru": "станет", "uk": "стане", "zh": "变为"},
    "move.go": {"en": "Move", "ru": "Ходить", "uk": "Походити", "zh": "走"},
    "move.help": {
      "en": "Pick {0} and its new value; a move the rules do not allow is refused.",
      "ru": "Выберите элемент и его новое значение; ход, который правила не разрешают, будет отклонён.",
      "uk": "Виберіть елемент і його нове значення; хід, який правила не дозволяють, буде відхилено.",
      "zh": "选择一项，再写下它的新值；规则不允许的走法会被拒绝。",
      "free": true
    },
    "move.helpHeap": {
      "en": "Pick a heap and the number of stones it goes down to; a move the rules do not allow is refused.",
      "ru": "Выберите кучку и сколько камней в ней останется; ход, который правила не разрешают, будет отклонён.",
      "uk": "Виберіть купку і скільки каменів у ній залишиться; хід, який правила не дозволяють, буде відхилено.",
      "zh": "选择一堆，再写下这堆剩下几个石子；规则不允许的走法会被拒绝。"
    },
    "move.helpStep": {
      "en": "Pick a step and the number of coins left on it; what it gives up goes onto the step below (from step 1, out of the game). A move the rules do not allow is refused.",
      "ru": "Выберите ступеньку и сколько монет на ней останется; снятые монеты переходят на ступеньку ниже (со ступеньки 1 — уходят из игры). Ход, который правила не разрешают, будет отклонён.",
      "uk": "Виберіть сходинку і скільки монет на ній залишиться; зняті монети переходять на сходинку нижче (зі сходинки 1 — виходять із гри). Хід, який правила не дозволяють, буде відхилено.",
      "zh": "选择一级台阶，再写下这一级上剩下几枚硬币；移下的硬币落到下一级（从第 1 级移下的离开游戏）。规则不允许的走法会被拒绝。"
    },
    "move.helpCoin": {
      "en": "Pick a coin and the cell it slides to: a free cell to its left, passing no other coin. A move the rules do not allow is refused.",
      "ru": "Выберите монету и клетку, на которую она сдвинется: свободную клетку левее, не перескакивая через другие монеты. Ход, который правила не разрешают, будет отклонён.",
      "uk": "Виберіть монету і клітинку, на яку вона зсунеться: вільну клітинку лівіше, не перескакуючи через інші монети. Хід, який правила не дозволяють, буде відхилено.",
      "zh": "选择一枚硬币，再写下它移到第几格：它左边的一个空格，途中不越过别的硬币。规则不允许的走法会被拒绝。"
    },
    "move.slidesTo": {"en": "slides to cell", "ru": "сдвигается на клетку", "uk": "зсувається на клітинку", "zh": "移到第几格"},
    "keys.pan": {"en": "move the table (with nothing focused)", "ru": "сдвинуть таблицу (когда ничего не в фокусе)", "uk": "зсунути таблицю (коли нічого не у фокусі)", "zh": "移动表格（没有元素获得焦点时）"},
    "move.take": {"en": "Take", "ru": "Взять", "uk": "Взяти", "zh": "取走"},
    "move.helpTake": {
      "en": "Write how many to take, from 1 to {0}, and press Move.",
      "ru": "Впишите, сколько взять, от 1 до {0}, и нажмите «Ходить».",
      "uk": "Впишіть, скільки взяти, від 1 до {0}, і натисніть «Походити».",
      "zh": "写下要取走几个石子（1 到 {0}），然后按“走”。"
    },
    "move.helpTakeOne": {
      "en": "Only 1 may be taken now: write 1 and press Move.",
      "ru": "Сейчас можно взять только 1: впишите 1 и нажмите «Ходить».",
      "uk": "Зараз можна взяти лише 1: впишіть 1 і натисніть «Походити».",
      "zh": "现在只能取走 1 个石子：写下 1，然后按“走”。"
    },
    "move.takeRange": {
      "en": "Could not move: write how many to take as a whole number from 1 to {0}.",
      "ru": "Ход не сделан: сколько взять — целое число от 1 до {0}.",
      "uk": "Хід не зроблено: скільки взяти — ціле число від 1 до {0}.",
      "zh": "无法走这一步：取走的数目须为 1 到 {0} 之间的整数。"
    },
    "move.takeOne": {
      "en": "Could not move: only 1 may be taken now.",
      "ru": "Ход не сделан: сейчас можно взять только 1.",
      "uk": "Хід не зроблено: зараз можна взяти лише 1.",
      "zh": "无法走这一步：现在只能取走 1 个石子。"
    },
    "move.helpTogether": {
      "en": "A move may lower up to {0} of these at once: write their new sizes, leave the others as they are, and press Move.",
      "ru": "Ход может уменьшить сразу до {0} из них: впишите новые значения, остальные оставьте как есть, и нажмите «Ходить».",
      "uk": "Хід може зменшити одразу до {0} із них: впишіть нові значення, решту залиште як є, і натисніть «Походити».",
      "zh": "一步最多可同时减少其中 {0} 堆：写下这几堆剩下的石子数，其余的堆保持不变，然后按“走”。"
    },
    "move.yours": {"en": "Your move", "ru": "Ваш ход", "uk": "Ваш хід", "zh": "你的走法"},
    "move.helpList": {
      "en": "Pick one of the moves the rules allow now, and press Move.",
      "ru": "Выберите один из ходов, которые правила сейчас разрешают, и нажмите «Ходить».",
      "uk": "Виберіть один із ходів, які правила зараз дозволяють, і натисніть «Походити».",
      "zh": "从规则现在允许的走法中选一个，然后按“走”。"
    },
    "move.wholeNumber": {
      "en": "Could not move: write a whole number, such as 3.",
      "ru": "Ход не сделан: впишите целое число, например 3.",
      "uk": "Хід не зроблено: впишіть ціле число, наприклад 3.",
      "zh": "无法走这一步：请写一个整数，例如 3。"
    },
    "games.heading": {"en": "Games and examples", "ru": "Игры и примеры", "uk": "Ігри та приклади", "zh": "游戏与示例"},
    "games.game": {"en": "Game", "ru": "Игра", "uk": "Гра", "zh": "游戏"},
    "games.examples": {"en": "Examples of this game", "ru": "Примеры этой игры", "uk": "Приклади цієї гри", "zh": "此游戏的示例"},
    "games.help": {
      "en": "Choosing a game opens its first example; the examples come from the lecture. Back returns to the position before.",
      "ru": "Выбор игры открывает её первый пример; примеры взяты из лекции. Кнопка «Назад» браузера возвращает к прежней позиции.",
      "uk": "Вибір гри відкриває її перший приклад; приклади взято з лекції. Кнопка «Назад» браузера повертає до попередньої позиції.",
      "zh": "选择一个游戏会打开它的第一个示例；示例取自讲义。浏览器的“后退”返回之前的局面。"
    },
    "keys.game": {"en": "choose a game", "ru": "выбрать игру", "uk": "вибрати гру", "zh": "选择游戏"},
    "err.open": {"en": "Could not open {0}", "ru": "Не удалось открыть: {0}", "uk": "Не вдалося відкрити: {0}", "zh": "无法打开{0}"},
    "edit.heading": {"en": "Edit the position", "ru": "Изменить позицию", "uk": "Змінити позицію", "zh": "编辑局面"},
    "edit.type": {"en": "Type a position", "ru": "Ввести позицию", "uk": "Ввести позицію", "zh": "输入局面"},
    "edit.go": {"en": "Go", "ru": "Перейти", "uk": "Перейти", "zh": "转到"},
    "edit.helpBefore": {
      "en": "Write a position as the address bar does, such as",
      "ru": "Запишите позицию так же, как в адресной строке, например",
      "uk": "Запишіть позицію так само, як в адресному рядку, наприклад",
      "zh": "按地址栏的写法写出局面，例如"
    },
    "edit.helpMiddle": {"en": "; add", "ru": "; добавьте", "uk": "; додайте", "zh": "；加上"},
    "edit.helpAfter": {"en": "for misère play.", "ru": "для мизерной игры.", "uk": "для мізерної гри.", "zh": "即为反常游戏。"},
    "edit.add": {"en": "Add {0}", "ru": "Добавить: {0}", "uk": "Додати: {0}", "zh": "添加{0}"},
    "edit.remove": {"en": "Remove {0}", "ru": "Убрать: {0}", "uk": "Прибрати: {0}", "zh": "删除{0}"},
    "edit.item": {"en": "Item", "ru": "Элемент", "uk": "Елемент", "zh": "项"},
    "log.heading": {"en": "Moves", "ru": "Ходы", "uk": "Ходи", "zh": "着法记录"},
    "log.empty": {"en": "No moves yet.", "ru": "Ходов пока нет.", "uk": "Ходів поки немає.", "zh": "还没有走棋。"},
    "about.title": {"en": "How Nim works", "ru": "Как устроен ним", "uk": "Як влаштований нім", "zh": "尼姆游戏的原理"},
    "about.howItWorks": {"en": "How it works", "ru": "Как это устроено", "uk": "Як це влаштовано", "zh": "原理"},
    "about.nim1": {
      "en": "Write each heap size in binary and add the columns without carrying: this is the nim-sum, written ⊕. Bouton’s theorem says the player to move loses against perfect play exactly when the nim-sum is 0; such a position is a P-position, and every other one is an N-position. From a nim-sum of 0 every move makes it nonzero, and from a nonzero nim-sum some move makes it 0 again. So the winning move is to pick a heap whose size gets smaller when you ⊕ it with the nim-sum, and reduce it to that smaller size.",
      "ru": "Запишите размер каждой кучки в двоичной системе и сложите столбцы без переносов: это ним-сумма, обозначаемая ⊕. Теорема Бутона: игрок, который ходит, проигрывает при правильной игре соперника ровно тогда, когда ним-сумма равна 0; такая позиция — P-позиция, а всякая другая — N-позиция. Из позиции с ним-суммой 0 любой ход делает её ненулевой, а из позиции с ненулевой ним-суммой некоторый ход снова делает её нулём. Поэтому выигрышный ход — выбрать кучку, размер которой уменьшается при ⊕ с ним-суммой, и уменьшить её до этого размера.",
      "uk": "Запишіть розмір кожної купки у двійковій системі й додайте стовпці без перенесень: це нім-сума, що позначається ⊕. Теорема Бутона: гравець, який ходить, програє за правильної гри суперника саме тоді, коли нім-сума дорівнює 0; така позиція — P-позиція, а будь-яка інша — N-позиція. З позиції з нім-сумою 0 кожен хід робить її ненульовою, а з позиції з ненульовою нім-сумою деякий хід знову робить її нулем. Тож виграшний хід — вибрати купку, розмір якої зменшується після ⊕ з нім-сумою, і зменшити її до цього розміру.",
      "zh": "把每堆的大小写成二进制，各列相加而不进位：这就是尼姆和（异或和），记作 ⊕。Bouton 定理：当且仅当尼姆和为 0 时，轮到走的一方在对方完美应对下必败；这样的局面是必败态（P-位置），其余都是必胜态（N-位置）。从尼姆和为 0 的局面出发，任何一步都会使它变为非零；从尼姆和非零的局面出发，总有一步能使它重新为 0。所以必胜的走法是：选一堆，它与尼姆和异或后变小，就把它减到这个更小的数。"
    },
    "about.nim2": {
      "en": "In misère play, where whoever takes the last stone loses, play the same way until your move would leave only heaps of size 1 or 0; then leave an odd number of 1-heaps instead of an even one.",
      "ru": "В мизере (мизерной игре), где проигрывает взявший последний камень, играйте так же, пока ваш ход не оставил бы только кучки размера 1 или 0; тогда оставьте нечётное число кучек из одного камня вместо чётного.",
      "uk": "У мізері (мізерній грі), де програє той, хто бере останній камінь, грайте так само, доки ваш хід не залишив би лише купки розміру 1 або 0; тоді залиште непарну кількість купок з одного каменя замість парної.",
      "zh": "在反常游戏（取走最后一枚石子者输）中，照同样方法走，直到你的这一步会只留下大小为 1 或 0 的堆；这时改为留下奇数个大小为 1 的堆，而不是偶数个。"
    },
    "keys.heading": {"en": "Keys", "ru": "Клавиши", "uk": "Клавіші", "zh": "快捷键"},
    "keys.or": {"en": "or", "ru": "или", "uk": "або", "zh": "或"},
    "keys.undo": {"en": "undo", "ru": "отменить ход", "uk": "скасувати хід", "zh": "撤销"},
    "keys.redo": {"en": "redo", "ru": "повторить ход", "uk": "повторити хід", "zh": "重做"},
    "keys.hint": {"en": "hint on or off", "ru": "подсказка вкл./выкл.", "uk": "підказка увімк./вимк.", "zh": "打开或关闭提示"},
    "keys.play": {"en": "normal or misère play", "ru": "обычная игра или мизер", "uk": "звичайна гра або мізер", "zh": "正常规则或反常规则"},
    "keys.vs": {"en": "computer or two players", "ru": "против компьютера или вдвоём", "uk": "проти комп’ютера або вдвох", "zh": "对电脑或双人对弈"},
    "keys.add": {"en": "add {0}", "ru": "добавить: {1}", "uk": "додати: {1}", "zh": "添加{1}", "free": true},
    "keys.remove": {"en": "remove the last {0}", "ru": "убрать последний элемент ({0})", "uk": "прибрати останній елемент ({0})", "zh": "删除最后一个{0}"},
    "keys.reveal": {
      "en": "reveal or hide the values, while Hide values is on",
      "ru": "показать или скрыть значения, когда включено «Скрыть значения»",
      "uk": "показати або сховати значення, коли ввімкнено «Сховати значення»",
      "zh": "开启“隐藏数值”时，揭示或隐藏数值"
    },
    "keys.embed": {"en": "embed or share this position", "ru": "встроить эту позицию или поделиться ей", "uk": "вбудувати цю позицію або поділитися нею", "zh": "嵌入或分享此局面"},
    "keys.fullscreen": {"en": "full screen", "ru": "во весь экран", "uk": "на весь екран", "zh": "全屏"},
    "keys.panel": {"en": "hide or show this panel", "ru": "скрыть или показать эту панель", "uk": "сховати або показати цю панель", "zh": "隐藏或显示此面板"},
    "keys.list": {"en": "this list of keys", "ru": "этот список клавиш", "uk": "цей список клавіш", "zh": "本快捷键列表"},
    "keys.esc": {"en": "dismiss a message; close a dialog", "ru": "убрать сообщение; закрыть окно", "uk": "прибрати повідомлення; закрити вікно", "zh": "关闭消息；关闭对话框"},
    "keys.tab": {
      "en": "the controls in turn; a click on the board lets the keys work inside a slide",
      "ru": "элементы управления по очереди; щелчок по доске включает клавиши внутри слайда",
      "uk": "елементи керування по черзі; клацання по дошці вмикає клавіші всередині слайда",
      "zh": "依次切换控件；在幻灯片中点击棋盘后快捷键即可使用"
    },
    "keys.wheel": {
      "en": "+ wheel over the board goes to the board; the wheel alone scrolls the page",
      "ru": "+ колесо над доской управляет доской; одно колесо прокручивает страницу",
      "uk": "+ коліщатко над дошкою керує дошкою; саме коліщатко прокручує сторінку",
      "zh": "+ 滚轮在棋盘上操作棋盘；单独滚动滚轮则滚动页面"
    },
    "keys.title": {"en": "Keyboard shortcuts", "ru": "Сочетания клавиш", "uk": "Комбінації клавіш", "zh": "键盘快捷键"},
    "keys.close": {"en": "Close the list of keys", "ru": "Закрыть список клавиш", "uk": "Закрити список клавіш", "zh": "关闭快捷键列表"},
    "keys.anywhere": {
      "en": "The keys work anywhere on the page except while typing in a field.",
      "ru": "Клавиши работают везде на странице, кроме ввода текста в поле.",
      "uk": "Клавіші працюють усюди на сторінці, крім введення тексту в поле.",
      "zh": "除在输入框中打字时外，快捷键在页面任何位置都有效。"
    },
    "embed.title": {"en": "Embed this position", "ru": "Встроить эту позицию", "uk": "Вбудувати цю позицію", "zh": "嵌入此局面"},
    "embed.close": {"en": "Close the embed dialog", "ru": "Закрыть окно встраивания", "uk": "Закрити вікно вбудовування", "zh": "关闭嵌入对话框"},
    "embed.intro": {
      "en": "Paste one of these into a slide, a course page or notes. They show the position on the board now, with the settings in the address.",
      "ru": "Вставьте одно из этого в слайд, страницу курса или конспект. Они показывают позицию, которая сейчас на доске, с настройками из адреса.",
      "uk": "Вставте будь-що з наведеного в слайд, сторінку курсу чи конспект. Вони показують позицію, яка зараз на дошці, з налаштуваннями з адреси.",
      "zh": "把下面任意一项粘贴到幻灯片、课程页面或笔记中。它们展示棋盘上当前的局面，并带有地址中的设置。"
    },
    "embed.iframe": {"en": "Iframe for a web page or slide", "ru": "Iframe для веб-страницы или слайда", "uk": "Iframe для вебсторінки чи слайда", "zh": "用于网页或幻灯片的 iframe"},
    "embed.shape": {"en": "Shape", "ru": "Форма", "uk": "Пропорції", "zh": "比例"},
    "embed.square": {"en": "square", "ru": "квадрат", "uk": "квадрат", "zh": "正方形"},
    "embed.compact": {"en": "compact (embed=1)", "ru": "компактно (embed=1)", "uk": "компактно (embed=1)", "zh": "紧凑（embed=1）"},
    "embed.still": {"en": "still pictures (motion=reduced)", "ru": "без анимации (motion=reduced)", "uk": "без анімації (motion=reduced)", "zh": "静态画面（motion=reduced）"},
    "embed.copyIframe": {"en": "Copy iframe", "ru": "Копировать iframe", "uk": "Копіювати iframe", "zh": "复制 iframe"},
    "embed.link": {"en": "Link to this position", "ru": "Ссылка на эту позицию", "uk": "Посилання на цю позицію", "zh": "此局面的链接"},
    "embed.copyLink": {"en": "Copy link", "ru": "Копировать ссылку", "uk": "Копіювати посилання", "zh": "复制链接"},
    "embed.markdown": {
      "en": "Markdown, for places that strip iframes: a picture that links here",
      "ru": "Markdown — для мест, где iframe вырезают: картинка со ссылкой сюда",
      "uk": "Markdown — для місць, де iframe вирізають: картинка з посиланням сюди",
      "zh": "Markdown，用于会去掉 iframe 的地方：一张链接到此处的图片"
    },
    "embed.copyMarkdown": {"en": "Copy Markdown", "ru": "Копировать Markdown", "uk": "Копіювати Markdown", "zh": "复制 Markdown"},
    "embed.closeButton": {"en": "Close", "ru": "Закрыть", "uk": "Закрити", "zh": "关闭"},
    "embed.loading": {
      "en": "nimscope is still loading; the position comes once it runs.",
      "ru": "nimscope ещё загружается; позиция появится, когда он запустится.",
      "uk": "nimscope ще завантажується; позиція з’явиться, коли він запуститься.",
      "zh": "nimscope 仍在加载；运行后即会显示局面。"
    },
    "embed.open": {
      "en": "(open the interactive explorer)",
      "ru": "(открыть интерактивную версию)",
      "uk": "(відкрити інтерактивну версію)",
      "zh": "（打开交互式演示）"
    },
    "embed.theIframe": {"en": "The iframe", "ru": "Iframe", "uk": "Iframe", "zh": "iframe"},
    "embed.theLink": {"en": "The link", "ru": "Ссылка", "uk": "Посилання", "zh": "链接"},
    "embed.theMarkdown": {"en": "The Markdown", "ru": "Markdown", "uk": "Markdown", "zh": "Markdown"},
    "embed.theText": {"en": "The text", "ru": "Текст", "uk": "Текст", "zh": "文本"},
    "embed.copied": {"en": "{0} copied.", "ru": "{0}: скопировано.", "uk": "{0}: скопійовано.", "zh": "{0}已复制。"},
    "embed.selected": {
      "en": "{0} selected: press Ctrl+C (⌘C on a Mac) to copy it.",
      "ru": "{0}: выделено; нажмите Ctrl+C (⌘C на Mac), чтобы скопировать.",
      "uk": "{0}: виділено; натисніть Ctrl+C (⌘C на Mac), щоб скопіювати.",
      "zh": "{0}已选中：按 Ctrl+C（Mac 上为 ⌘C）复制。"
    },
    "board": {"en": "The board", "ru": "Доска", "uk": "Дошка", "zh": "棋盘"},
    "board.words": {"en": "The board: {0}", "ru": "Доска: {0}", "uk": "Дошка: {0}", "zh": "棋盘：{0}"},
    "err.badLink": {
      "en": "The link is not valid: {0} Still showing {1}.",
      "ru": "Ссылка неверна: {0} Показана прежняя позиция: {1}.",
      "uk": "Посилання недійсне: {0} Показано попередню позицію: {1}.",
      "zh": "链接无效：{0}仍显示 {1}。"
    },
    "err.what": {"en": "{0}: {1}", "ru": "{0}: {1}", "uk": "{0}: {1}", "zh": "{0}：{1}"},
    "err.add": {"en": "Could not add {0}", "ru": "Не удалось добавить: {1}", "uk": "Не вдалося додати: {1}", "zh": "无法添加{1}", "free": true},
    "err.remove": {"en": "Could not remove {0}", "ru": "Не удалось убрать: {0}", "uk": "Не вдалося прибрати: {0}", "zh": "无法删除{0}"},
    "err.move": {"en": "Could not move", "ru": "Ход не сделан", "uk": "Хід не зроблено", "zh": "无法走这一步"},
    "err.play": {"en": "Could not change the play", "ru": "Не удалось сменить правило игры", "uk": "Не вдалося змінити правило гри", "zh": "无法切换规则"},
    "err.hint": {"en": "Could not change the hint", "ru": "Не удалось переключить подсказку", "uk": "Не вдалося перемкнути підказку", "zh": "无法切换提示"},
    "err.vs": {"en": "Could not change the opponent", "ru": "Не удалось сменить соперника", "uk": "Не вдалося змінити суперника", "zh": "无法切换对手"},
    "err.undo": {"en": "Could not undo", "ru": "Не удалось отменить", "uk": "Не вдалося скасувати", "zh": "无法撤销"},
    "err.redo": {"en": "Could not redo", "ru": "Не удалось повторить", "uk": "Не вдалося повторити", "zh": "无法重做"},
    "err.field": {"en": "{0} was not changed", "ru": "{0}: значение не изменено", "uk": "{0}: значення не змінено", "zh": "{0}未被修改"},
    "err.goto": {"en": "That position is not valid", "ru": "Эта позиция неверна", "uk": "Ця позиція недійсна", "zh": "该局面无效"},
    "err.state": {"en": "Could not read the state", "ru": "Не удалось прочитать состояние", "uk": "Не вдалося прочитати стан", "zh": "无法读取状态"},
    "err.scene": {"en": "Could not {0}", "ru": "Не удалось: {0}", "uk": "Не вдалося: {0}", "zh": "无法{0}"},
    "err.sceneChange": {"en": "Could not change {0}", "ru": "Не удалось изменить: {0}", "uk": "Не вдалося змінити: {0}", "zh": "无法修改{0}"},
    "err.panic": {
      "en": "Something went wrong inside nimscope: {0}",
      "ru": "Внутри nimscope что-то пошло не так: {0}",
      "uk": "Усередині nimscope щось пішло не так: {0}",
      "zh": "nimscope 内部出错：{0}"
    },
    "err.words": {
      "en": "The words for {0} could not be downloaded, so the explanations stay in {1}. Reload the page to try again.",
      "ru": "Не удалось загрузить слова для языка «{0}», поэтому объяснения остаются на языке «{1}». Перезагрузите страницу, чтобы попробовать снова.",
      "uk": "Не вдалося завантажити слова для мови «{0}», тож пояснення лишаються мовою «{1}». Перезавантажте сторінку, щоб спробувати ще раз.",
      "zh": "无法下载“{0}”的文字，说明仍以“{1}”显示。请重新加载页面再试。"
    },
    "err.unknown": {"en": "unknown error", "ru": "неизвестная ошибка", "uk": "невідома помилка", "zh": "未知错误"},
    "out.hidden": {"en": "Values hidden.", "ru": "Значения скрыты.", "uk": "Значення приховано.", "zh": "数值已隐藏。"},
    "out.shown": {"en": "Values shown.", "ru": "Значения показаны.", "uk": "Значення показано.", "zh": "数值已显示。"},
    "out.position": {"en": "{0}-position.", "ru": "{0}-позиция.", "uk": "{0}-позиція.", "zh": "{0}-局面。"},
    "out.grundy": {"en": "Grundy value {0}.", "ru": "Значение Гранди {0}.", "uk": "Значення Гранді {0}.", "zh": "SG 值 {0}。"},
    "out.grundyNim": {"en": "Grundy value {0} (= the nim-sum).", "ru": "Значение Гранди {0} (= ним-сумма).", "uk": "Значення Гранді {0} (= нім-сума).", "zh": "SG 值 {0}（= 尼姆和）。"},
    "out.N": {
      "en": "N-position: the player to move ({0}) wins with perfect play.",
      "ru": "N-позиция: ходящий игрок ({0}) выигрывает при правильной игре.",
      "uk": "N-позиція: гравець, що ходить ({0}), виграє за правильної гри.",
      "zh": "必胜局面（N-局面）：轮到走的一方（{0}）在完美应对下获胜。"
    },
    "out.P": {
      "en": "P-position: the player to move ({0}) loses against perfect play.",
      "ru": "P-позиция: ходящий игрок ({0}) проигрывает при правильной игре соперника.",
      "uk": "P-позиція: гравець, що ходить ({0}), програє за правильної гри суперника.",
      "zh": "必败局面（P-局面）：轮到走的一方（{0}）在对方完美应对下必败。"
    },
    "out.overN": {
      "en": "No move is left: in misère play the player who cannot move ({0}) wins.",
      "ru": "Ходов не осталось: в мизере выигрывает тот, кто не может ходить ({0}).",
      "uk": "Ходів не лишилося: у мізері виграє той, хто не може ходити ({0}).",
      "zh": "已无棋可走：在反常游戏中，无法走棋的一方（{0}）获胜。"
    },
    "out.overP": {
      "en": "No move is left: the player who cannot move ({0}) loses.",
      "ru": "Ходов не осталось: проигрывает тот, кто не может ходить ({0}).",
      "uk": "Ходів не лишилося: програє той, хто не може ходити ({0}).",
      "zh": "已无棋可走：无法走棋的一方（{0}）落败。"
    },
    "out.question": {
      "en": "Is the player to move ({0}) winning or losing? The values are hidden until they are revealed.",
      "ru": "Выигрывает ходящий игрок ({0}) или проигрывает? Значения скрыты, пока их не покажут.",
      "uk": "Гравець, що ходить ({0}), виграє чи програє? Значення приховано, доки їх не покажуть.",
      "zh": "轮到走的一方（{0}）是必胜还是必败？数值在揭示之前保持隐藏。"
    },
    "out.toMove": {"en": "To move: {0}.", "ru": "Ходит: {0}.", "uk": "Ходить: {0}.", "zh": "轮到：{0}。"},
    "who.you": {"en": "you", "ru": "вы", "uk": "ви", "zh": "你"},
    "who.computer": {"en": "the computer", "ru": "компьютер", "uk": "комп’ютер", "zh": "电脑"},
    "who.player1": {"en": "player 1", "ru": "игрок 1", "uk": "гравець 1", "zh": "玩家 1"},
    "who.player2": {"en": "player 2", "ru": "игрок 2", "uk": "гравець 2", "zh": "玩家 2"},
    "hint.note": {"en": "Hint: {0}", "ru": "Подсказка: {0}", "uk": "Підказка: {0}", "zh": "提示：{0}"},
    "hint.one": {"en": "Hint: winning move: {0}.", "ru": "Подсказка: выигрышный ход: {0}.", "uk": "Підказка: виграшний хід: {0}.", "zh": "提示：必胜着法：{0}。"},
    "hint.many": {"en": "Hint: winning moves: {0}.", "ru": "Подсказка: выигрышные ходы: {0}.", "uk": "Підказка: виграшні ходи: {0}.", "zh": "提示：必胜着法：{0}。"},
    "hint.more": {"en": "; and {0} more", "ru": "; и ещё {0}", "uk": "; і ще {0}", "zh": "；另有 {0} 种"},
    "hint.on": {"en": "Hint on.", "ru": "Подсказка включена.", "uk": "Підказку ввімкнено.", "zh": "提示已开启。"},
    "hint.off": {"en": "Hint off.", "ru": "Подсказка выключена.", "uk": "Підказку вимкнено.", "zh": "提示已关闭。"},
    "hint.hidden": {"en": "Hint: hidden with the values.", "ru": "Подсказка: скрыта вместе со значениями.", "uk": "Підказка: прихована разом зі значеннями.", "zh": "提示：与数值一同隐藏。"},
    "tools.export": {"en": "Export", "ru": "Экспорт", "uk": "Експорт", "zh": "导出"},
    "keys.export": {"en": "export the board as a picture (PNG, or SVG where there is one)", "ru": "сохранить доску как картинку (PNG или, где есть, SVG)", "uk": "зберегти дошку як зображення (PNG або, де є, SVG)", "zh": "将棋盘导出为图片（PNG，或可用时为 SVG）"},
    "export.title": {"en": "Export the board", "ru": "Экспорт доски", "uk": "Експорт дошки", "zh": "导出棋盘"},
    "export.close": {"en": "Close the export dialog", "ru": "Закрыть окно экспорта", "uk": "Закрити вікно експорту", "zh": "关闭导出对话框"},
    "export.intro": {"en": "Save the board as it is now as a picture for slides and notes.", "ru": "Сохраните доску такой, какая она сейчас, как картинку для слайдов и конспектов.", "uk": "Збережіть дошку такою, якою вона є зараз, як зображення для слайдів і конспектів.", "zh": "把当前的棋盘保存为图片，用于幻灯片和讲义。"},
    "export.size": {"en": "PNG size", "ru": "Размер PNG", "uk": "Розмір PNG", "zh": "PNG 尺寸"},
    "export.own": {"en": "the board's own pixels", "ru": "пиксели самой доски", "uk": "пікселі самої дошки", "zh": "棋盘本身的像素"},
    "export.ownSize": {"en": "the board's own pixels ({0} × {1})", "ru": "пиксели самой доски ({0} × {1})", "uk": "пікселі самої дошки ({0} × {1})", "zh": "棋盘本身的像素（{0} × {1}）"},
    "export.px512": {"en": "512 pixels wide or high", "ru": "512 пикселей по ширине или высоте", "uk": "512 пікселів завширшки або заввишки", "zh": "宽或高 512 像素"},
    "export.px1024": {"en": "1024 pixels wide or high", "ru": "1024 пикселя по ширине или высоте", "uk": "1024 пікселі завширшки або заввишки", "zh": "宽或高 1024 像素"},
    "export.px2048": {"en": "2048 pixels wide or high", "ru": "2048 пикселей по ширине или высоте", "uk": "2048 пікселів завширшки або заввишки", "zh": "宽或高 2048 像素"},
    "export.px4096": {"en": "4096 pixels wide or high", "ru": "4096 пикселей по ширине или высоте", "uk": "4096 пікселів завширшки або заввишки", "zh": "宽或高 4096 像素"},
    "export.png": {"en": "Save PNG", "ru": "Сохранить PNG", "uk": "Зберегти PNG", "zh": "保存 PNG"},
    "export.pngHelp": {"en": "The longer side gets the size chosen; the board keeps its shape.", "ru": "Длинная сторона получает выбранный размер; доска сохраняет свои пропорции.", "uk": "Довша сторона отримує вибраний розмір; дошка зберігає свої пропорції.", "zh": "较长的一边取所选尺寸；棋盘保持原有比例。"},
    "export.svgHelp": {"en": "SVG stays sharp at any size: the drawing, or the table's cells in view (at most 256 × 256 of them).", "ru": "SVG остаётся чётким при любом размере: рисунок или видимые клетки таблицы (не больше 256 × 256).", "uk": "SVG лишається чітким за будь-якого розміру: малюнок або видимі клітинки таблиці (не більше 256 × 256).", "zh": "SVG 在任何尺寸下都清晰：图形，或表格中可见的格子（最多 256 × 256 个）。"},
    "export.svg": {"en": "Save SVG", "ru": "Сохранить SVG", "uk": "Зберегти SVG", "zh": "保存 SVG"},
    "export.closeButton": {"en": "Close", "ru": "Закрыть", "uk": "Закрити", "zh": "关闭"},
    "export.drawing": {"en": "Drawing the picture…", "ru": "Рисуем картинку…", "uk": "Малюємо зображення…", "zh": "正在绘制图片…"},
    "export.failed": {"en": "The picture could not be made: {0}", "ru": "Картинку не удалось сделать: {0}", "uk": "Зображення не вдалося створити: {0}", "zh": "无法生成图片：{0}"},
    "export.encodeFailed": {"en": "The picture could not be encoded.", "ru": "Картинку не удалось закодировать.", "uk": "Зображення не вдалося закодувати.", "zh": "无法编码图片。"},
    "export.saved": {"en": "Saved {0}.", "ru": "Сохранено: {0}.", "uk": "Збережено: {0}.", "zh": "已保存 {0}。"},
    "export.savedPx": {"en": "Saved {0} ({1} × {2} pixels).", "ru": "Сохранено: {0} ({1} × {2} пикселей).", "uk": "Збережено: {0} ({1} × {2} пікселів).", "zh": "已保存 {0}（{1} × {2} 像素）。"}
  } /* end catalog */;

  const valid = (l) => typeof l === "string" && LANGS.includes(l);

  // prefer picks the first of the browser's languages the explorer speaks (as Go's
  // i18n.Prefer does), else English.
  function prefer(tags) {
    for (const tag of tags || []) {
      const primary = String(tag).trim().split(/[-_]/)[0].toLowerCase();
      if (valid(primary)) return primary;
    }
    return "en";
  }

  // fromHash is the link's language read as Go's session.ErrorLang reads it, so that the page
  // fetches the words Go writes a refused link's error in: every raw "lang=" pair in turn,
  // the last that names a language winning, an empty one meaning the browser's, one that
  // names none (lang=xx) passed over. URLSearchParams.get took the first pair.
  function fromHash() {
    let l = "";
    for (const pair of location.hash.slice(1).split("&")) {
      if (!pair.startsWith("lang=")) continue;
      const v = pair.slice(5);
      if (v === "" || valid(v)) l = v;
    }
    return l;
  }

  const browser = prefer(navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]);
  let lang = fromHash() || browser;

  // t is message id in the current language, {0}, {1}… replaced by args.
  function t(id, ...args) {
    return format(lang, id, args);
  }

  // en is message id in English, for what goes to a host page (an event's or a message's
  // message), which reads English whatever the panel's language.
  function en(id, ...args) {
    return format("en", id, args);
  }

  function format(l, id, args) {
    const m = CATALOG[id];
    if (!m) return id;
    const s = m[l] || m.en;
    return s.replace(/\{(\d)\}/g, (all, i) => (args[i] === undefined ? all : String(args[i])));
  }

  // Punctuation that joins translated texts follows the language: Chinese ends a sentence
  // with "。" and separates clauses with "；", full width, and puts no space between sentences.
  // A text with no Chinese in it (an English error the catalogs do not hold) keeps ASCII marks.
  const han = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;
  const wide = (s) => lang === "zh" && han.test(s);

  // sentence ends s as a sentence, unless it ends with a sentence's mark already.
  function sentence(s) {
    s = String(s).trim();
    if (s === "" || /[.!?…。！？]$/.test(s)) return s;
    return s + (wide(s) ? "。" : ".");
  }

  // clauses joins parts of one sentence: "a; b" or "甲；乙".
  function clauses(parts) {
    return parts.map(String).join(wide(parts.join("")) ? "；" : "; ");
  }

  // comma joins the parts of a name or a title: "a, b" or "甲，乙".
  function comma(parts) {
    return parts.map(String).join(wide(parts.join("")) ? "，" : ", ");
  }

  // sentences joins whole sentences: with a space, none after a Chinese sentence.
  function sentences(parts) {
    let out = "";
    for (const p of parts.map(String).filter((p) => p !== "")) {
      out += out === "" || (wide(out) && /[。！？]$/.test(out)) ? p : " " + p;
    }
    return out;
  }

  // apply writes the marked elements' words in the current language. It leaves alone what
  // already says them (with white space after them or not: the minified page keeps the line
  // break after a <p> whose end tag it leaves out): the page is written in English, and at
  // load, while the module downloads, writing the same words again made the browser restyle
  // and lay out the panel a second time, some 20 ms of the page's thread (BENCHMARKS.md,
  // "Start-up: the main thread waits for a core (session 55)").
  function apply(root) {
    for (const e of root.querySelectorAll("[data-i18n]")) {
      const v = t(e.dataset.i18n);
      if (e.textContent !== v && e.textContent.trimEnd() !== v) e.textContent = v;
    }
    for (const e of root.querySelectorAll("[data-i18n-label]")) {
      const v = t(e.dataset.i18nLabel);
      if (e.getAttribute("aria-label") !== v) e.setAttribute("aria-label", v);
    }
    for (const e of root.querySelectorAll("[data-i18n-title]")) {
      const v = t(e.dataset.i18nTitle);
      if (e.title !== v) e.title = v;
    }
    const code = lang === "zh" ? "zh-Hans" : lang;
    if (document.documentElement.lang !== code) document.documentElement.lang = code;
    const title = t("page.title");
    if (document.title !== title) document.title = title;
  }

  // setLang switches the page to l (the view model's lang); it reports whether it changed.
  function setLang(l) {
    if (!valid(l) || l === lang) return false;
    lang = l;
    apply(document);
    window.dispatchEvent(new CustomEvent("nimscope:lang", { detail: l }));
    return true;
  }

  apply(document);
  return {
    t: t,
    en: en,
    sentence: sentence,
    clauses: clauses,
    comma: comma,
    sentences: sentences,
    setLang: setLang,
    apply: apply,
    get lang() { return lang; },
  };
})();
