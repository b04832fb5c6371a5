let f = <<<REPEAT{ REPEAT>>>1<<<REPEAT }REPEAT>>>
