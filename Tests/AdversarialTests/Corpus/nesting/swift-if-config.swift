<<<REPEAT#if DEBUG
REPEAT>>>Text("x")
<<<REPEAT#endif
REPEAT>>>