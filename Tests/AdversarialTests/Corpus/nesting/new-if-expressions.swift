let x = <<<REPEATif true { REPEAT>>>1<<<REPEAT } else { 0 }REPEAT>>>
