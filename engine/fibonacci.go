package engine

import "github.com/nimscope/nimscope/engine/fibonacci"

func init() { register(kind{fibonacci.Name, fibonacci.Keys(), reader(fibonacci.FromQuery)}) }
