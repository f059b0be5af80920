package i18n

// The warning about a key nobody knows (web/session/session.go).
func init() {
	add(map[string]tr{
		"%s: ignored: not a key of game %s nor of the explorer (its view keys: %s)": {
			ru: "%s: пропущено: это не ключ игры %s и не ключ nimscope (его ключи вида: %s)",
			uk: "%s: пропущено: це не ключ гри %s і не ключ nimscope (його ключі вигляду: %s)",
			zh: "%s：已忽略：它既不是游戏 %s 的键，也不是 nimscope 的键（视图键有：%s）",
		},
	})
}
