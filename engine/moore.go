package engine

import "github.com/nimscope/nimscope/engine/moore"

func init() { register(kind{moore.Name, moore.Keys(), reader(moore.FromQuery)}) }
