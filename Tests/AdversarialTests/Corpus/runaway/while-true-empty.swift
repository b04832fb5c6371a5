while true { }
