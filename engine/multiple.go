package engine

import "github.com/nimscope/nimscope/engine/fibonacci"

func init() {
	register(kind{fibonacci.MultipleName, fibonacci.MultipleKeys(), reader(fibonacci.MultipleFromQuery)})
}
