import FieldguideCLI

FieldguideCommand.runCommandLine()
