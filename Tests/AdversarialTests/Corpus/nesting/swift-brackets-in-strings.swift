Text("<<<REPEAT[REPEAT>>>")
Text(#"<<<REPEAT[REPEAT>>>"#)
// <<<REPEAT[REPEAT>>>
