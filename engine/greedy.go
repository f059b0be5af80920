package engine

import "github.com/nimscope/nimscope/engine/greedy"

func init() { register(kind{greedy.Name, greedy.Keys(), reader(greedy.FromQuery)}) }
