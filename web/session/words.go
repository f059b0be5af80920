package session

import "github.com/nimscope/nimscope/engine/msg"

// andList writes "1", "1 and 3", "1, 2 and 3"; parts may be strings or msg.Texts. The rules of
// games in several families (web/family) use it, so it is in a file without a build tag.
func andList[T any](parts []T) any {
	if len(parts) < 2 {
		return only(parts)
	}
	return msg.New("%s and %s", allButLast(parts), parts[len(parts)-1])
}

// andClauses is andList for parts that each say an order after one verb ("reduce" heap 2 to
// 5 and heap 3 to 5): Chinese joins those otherwise than names, repeating the verb after 并.
func andClauses[T any](parts []T) any {
	if len(parts) < 2 {
		return only(parts)
	}
	return msg.New("clauses\x04%s and %s", allButLast(parts), parts[len(parts)-1])
}

// only is the one part of parts, or "" for none.
func only[T any](parts []T) any {
	if len(parts) == 0 {
		return ""
	}
	return parts[0]
}

// allButLast is the parts before the last, as a list.
func allButLast[T any](parts []T) msg.List {
	rest := make(msg.List, len(parts)-1)
	for i, p := range parts[:len(parts)-1] {
		rest[i] = p
	}
	return rest
}
