package bridge

import "arbiter/engine/msg"

func msgArgs(min, max int) []msg.Arg { return []msg.Arg{msg.A("min", min), msg.A("max", max)} }
