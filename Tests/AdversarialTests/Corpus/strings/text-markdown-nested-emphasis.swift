Text("<<<REPEAT*_REPEAT>>>x<<<REPEAT_*REPEAT>>>")
