Text("\((Int.min...Int.max).count)")
