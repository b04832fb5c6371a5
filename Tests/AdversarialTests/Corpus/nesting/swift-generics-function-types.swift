let x: <<<REPEATArray<() -> REPEAT>>>Int<<<REPEAT>REPEAT>>> = []
