package engine

import "github.com/nimscope/nimscope/engine/nim"

func init() { register(kind{nim.Name, nim.Keys(), reader(nim.FromQuery)}) }
