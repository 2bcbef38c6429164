import NibToolCore

NibTool.main()
