import FieldguideCLI

await FieldguideCommand.runCommandLine()
