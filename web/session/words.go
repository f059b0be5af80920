package session

import "github.com/nimscope/nimscope/engine/msg"

// andList writes "1", "1 and 3", "1, 2 and 3"; parts may be strings or msg.Texts. The rules of
// games in several families (web/family) use it, so it is in a file without a build tag.
func andList[T any](parts []T) any {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	rest := make(msg.List, len(parts)-1)
	for i, p := range parts[:len(parts)-1] {
		rest[i] = p
	}
	return msg.New("%s and %s", rest, parts[len(parts)-1])
}
