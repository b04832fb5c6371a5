ProfileHeaderView()
