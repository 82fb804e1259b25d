import KbsimCommands

KBSim.main()
