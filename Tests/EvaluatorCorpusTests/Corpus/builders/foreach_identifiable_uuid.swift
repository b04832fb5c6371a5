// canvas: 200xfit
struct Task: Identifiable {
    let id = UUID()
    let title: String
}

let tasks = [Task(title: "wash"), Task(title: "cook")]

VStack {
    ForEach(tasks) { task in
        Text(task.title)
    }
}
.font(.system(size: 10))
