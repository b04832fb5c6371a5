Text("Z<<<REPEAŢ̖́REPEAT>>>")
