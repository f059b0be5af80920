package engine

import "github.com/nimscope/nimscope/engine/subtraction"

func init() { register(kind{subtraction.Name, subtraction.Keys(), reader(subtraction.FromQuery)}) }
