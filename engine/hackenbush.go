package engine

import "github.com/nimscope/nimscope/engine/hackenbush"

func init() { register(kind{hackenbush.Name, hackenbush.Keys(), reader(hackenbush.FromQuery)}) }
