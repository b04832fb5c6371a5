let x = <<<REPEAT(REPEAT>>>
