package engine

import "github.com/nimscope/nimscope/engine/staircase"

func init() { register(kind{staircase.Name, staircase.Keys(), reader(staircase.FromQuery)}) }
