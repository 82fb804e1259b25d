import KbsimCommands

KBSim.mainRejectingInvalidUTF8()
