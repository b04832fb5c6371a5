let tasks = ["Pay rent", "Water plants"]
List {
    Section("To Do") {
        ForEach(tasks, id: \.self) { task in
            Text(task)
        }
    }
}
