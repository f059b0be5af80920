package engine

import "github.com/nimscope/nimscope/engine/turning"

func init() { register(kind{turning.Name, turning.Keys(), reader(turning.FromQuery)}) }
