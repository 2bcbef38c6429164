@_exported import NibDocument
@_exported import NibObjectLibrary
@_exported import NibRuntime
@_exported import NibResources
