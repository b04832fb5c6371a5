import SwiftUI

struct ReminderForm: View {
    @State private var title = ""
    @State private var dueDate = Date()
    @State private var isUrgent = false

    var body: some View {
        Form {
            TextField("Title", text: $title)
            DatePicker("Due", selection: $dueDate, displayedComponents: [.date, .hourAndMinute])
            Toggle("Urgent", isOn: $isUrgent)
        }
    }
}

#Preview {
    ReminderForm()
}
