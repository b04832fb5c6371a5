// canvas: 200xfit
Text(Calendar.current.isDateInWeekend(Date()) ? "Weekend" : "Weekday")
    .font(.system(size: 10))
