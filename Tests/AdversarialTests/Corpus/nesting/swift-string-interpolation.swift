let s = <<<REPEAT"\(REPEAT>>>1<<<REPEAT)"REPEAT>>>
Text(s)
