package i18n

// The session's own words (web/session/session.go and view.go): results, the log's
// frame, the tables' captions, the hint in a lost position.
func init() {
	add(map[string]tr{
		"You made the last move and win.": {
			ru: "Вы сделали последний ход и выиграли.",
			uk: "Ви зробили останній хід і виграли.",
			zh: "你走了最后一步，你赢了。",
		},
		"The computer made the last move and wins.": {
			ru: "Компьютер сделал последний ход и выиграл.",
			uk: "Комп’ютер зробив останній хід і виграв.",
			zh: "电脑走了最后一步，电脑赢了。",
		},
		"Player %d made the last move and wins.": {
			ru: "Игрок %d сделал последний ход и выиграл.",
			uk: "Гравець %d зробив останній хід і виграв.",
			zh: "玩家 %d 走了最后一步，获胜。",
		},
		"You made the last move and so lose in misère play: the computer wins.": {
			ru: "Вы сделали последний ход и потому в мизере проиграли: выиграл компьютер.",
			uk: "Ви зробили останній хід, тож у мізері програли: виграв комп’ютер.",
			zh: "你走了最后一步，因此在反常游戏中输了：电脑获胜。",
		},
		"The computer made the last move and so loses in misère play: you win.": {
			ru: "Компьютер сделал последний ход и потому в мизере проиграл: вы выиграли.",
			uk: "Комп’ютер зробив останній хід, тож у мізері програв: ви виграли.",
			zh: "电脑走了最后一步，因此在反常游戏中输了：你赢了。",
		},
		"Player %d made the last move and so loses in misère play: Player %d wins.": {
			ru: "Игрок %d сделал последний ход и потому в мизере проиграл: выиграл игрок %d.",
			uk: "Гравець %d зробив останній хід, тож у мізері програв: виграв гравець %d.",
			zh: "玩家 %d 走了最后一步，因此在反常游戏中输了：玩家 %d 获胜。",
		},
	})
}
