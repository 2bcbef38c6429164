import NibToolCore

NibTool.runMain()
