package i18n

// The Fibonacci scene's block (web/fibscene, web/fiblayout).
func init() {
	add(map[string]tr{
		"anything but the whole heap on the first move": {
			ru: "что угодно, кроме всей кучки, на первом ходу",
			uk: "що завгодно, крім усієї купки, на першому ході",
			zh: "第一步可取除整堆外的任意数目",
		},
		"all there is (%s, %d × %d = %d, would allow more)": {
			ru: "всё, что есть (%s, %d × %d = %d, позволило бы больше)",
			uk: "усе, що є (%s, %d × %d = %d, дозволило б більше)",
			zh: "全部（%s，%d × %d = %d 本可以允许更多）",
		},
		"%d × %d, %s": {
			ru: "%d × %d, %s",
			uk: "%d × %d, %s",
			zh: "%d × %d，即%s",
		},
		"No stones are left.": {
			ru: "Камней не осталось.",
			uk: "Каменів не залишилося.",
			zh: "石子已取完。",
		},
		"The first move may not take the whole heap, and the heap has 1 stone: no move is left.": {
			ru: "Первый ход не может взять всю кучку, а в кучке 1 камень: ходов не осталось.",
			uk: "Перший хід не може взяти всю купку, а в купці 1 камінь: ходів не залишилося.",
			zh: "第一步不能取完整堆，而这堆只有 1 个石子：无棋可走。",
		},
		"Take 1 stone: that is all that is allowed (%s).": {
			ru: "Возьмите 1 камень: больше нельзя (%s).",
			uk: "Візьміть 1 камінь: більше не можна (%s).",
			zh: "取 1 个石子：只允许这么多（%s）。",
		},
		"Take 1 to %d stones (%s).": {
			ru: "Возьмите от 1 до %d камней (%s).",
			uk: "Візьміть від 1 до %d каменів (%s).",
			zh: "取 1 到 %d 个石子（%s）。",
		},
		"A move takes at least 1 stone.": {
			ru: "Ход берёт хотя бы 1 камень.",
			uk: "Хід бере хоча б 1 камінь.",
			zh: "一步至少取 1 个石子。",
		},
		"The first move may not take the whole heap: take 1 to %d.": {
			ru: "Первый ход не может взять всю кучку: возьмите от 1 до %d.",
			uk: "Перший хід не може взяти всю купку: візьміть від 1 до %d.",
			zh: "第一步不能取完整堆：取 1 到 %d 个。",
		},
		"A take of %d is too many: at most %d may be taken now (%s). Nothing was taken.": {
			ru: "Взять %d — слишком много: сейчас можно взять не больше %d (%s). Ничего не взято.",
			uk: "Узяти %d — забагато: зараз можна взяти не більше %d (%s). Нічого не взято.",
			zh: "取 %d 个太多了：现在最多可取 %d 个（%s）。什么都没取。",
		},
		"Allowed takes": {
			ru: "Разрешённые взятия",
			uk: "Дозволені взяття",
			zh: "允许的取法",
		},
	})
}
