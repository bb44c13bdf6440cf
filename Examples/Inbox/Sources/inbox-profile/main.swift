import Inbox
import MainlineCommand

MainlineCommand.main(scenarios: [InboxScenario()])
