Color.red<<<REPEAT.opacity(0.99)REPEAT>>>
