Color.red<<<REPEAT.overlay { Color.blueREPEAT>>><<<REPEAT }REPEAT>>>
