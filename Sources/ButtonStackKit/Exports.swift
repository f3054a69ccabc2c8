// The stages a command or a test calls through the kit: importing ButtonStackKit brings them all.
@_exported import ButtonStackLint
@_exported import ButtonStackRendering
@_exported import ButtonStackSnapshots
@_exported import StackEngine
@_exported import ButtonStackBase
