Color.red<<<REPEAT.frame(width: 10)REPEAT>>>
