// canvas: 200xfit
Text(Calendar.current.startOfDay(for: .now).formatted(date: .omitted, time: .shortened))
    .font(.system(size: 10))
