"""English training lines, third batch (lane 96): threats in more constructions (veiled, conditional, implied with no
harm verb, time and place, belongings with the person inside, through family, "accidents", promised consequences,
sport and game words meant for real, colloquial idioms), wished and incited violence, defamation stated as fact,
doxxing in more formats, and hard benign twins in the same words (legal narration, denials, acquittals, idioms,
sport, cooking, games, fiction, public contacts, official warnings, reassurance and protection). See __init__."""

LINES = {
    "threat": """
Enjoy the verdict, juror eleven. Enjoy it while you can still walk.
I've got your schedule, your car and your spare key. See you soon.
Your kid's bus gets in at 3:40. Be a shame if he wasn't on it.
That's a lovely old house you've got. Wood burns so fast, doesn't it?
Keep testifying and the next thing they read out will be your eulogy.
I'd start checking under your car every morning if I were you, counsel.
You'll have an accident on those stairs, mark my words.
People who talk in court have a habit of falling out of windows.
You think the police can sit outside your door forever?
When you least expect it, prosecutor. That's when.
Nice dog you've got. Hope he doesn't eat anything he shouldn't.
By the time the appeal comes round there won't be a witness left to call.
Go ahead and convict him. His brothers have your photo already.
Let me put it simply: you say his name on Monday, you don't see Tuesday.
Tell the judge what you saw and your mum gets a visit.
Hope your house insurance covers the people inside it too.
I'll be waiting in the car park, and I won't be alone.
Red card for you, ref. And this time it's not a game, I'm coming for you after.
Consider this your final whistle, juror. I'll be at your door before the weekend.
Checkmate, witness. Your move is to disappear or we make you disappear.
You won't see the end of this trial, I guarantee it.
Some friends of mine would love a word with your daughter after school.
It's a long dark walk from the station to your flat, isn't it, clerk?
Accidents happen to people who don't know when to shut up.
Sleep with one eye open from now on.
Count your fingers tonight, snitch, you'll have fewer tomorrow.
Drop the charges or we drop you, simple as that.
If that verdict comes back guilty, the jury had better have good locks.
We'll see how brave you are when the lights go out in your house.
You should get a good look at your kids tonight.
The brakes on that little Fiat of yours look worn, juror. Drive carefully.
Next time it won't be a brick through the window, it'll be you through it.
Mess with my family and you'll be picking your teeth up off the pavement.
Ur gonna pay for every word u said in there, i promise u that.
y0u w0n't make it h0me t0night, witness
I know which hospital your wife works nights at. Think about that.
How long do you reckon an ambulance takes to reach your street at 2am? Longer than you've got.
Buy a good alarm, witness. Not that it'll help.
Things are going to start happening to you, juror nine, and you'll know why.
Someone's going to find you face down in the canal, mark my words.
Three days, counsel. That's what you've got left.
Pick out a nice suit for the funeral. Yours.
I'd hate for your little girl to grow up without a dad.
Game over for you, witness, and I don't mean the console.
Your innings ends tonight, umpire, and it won't be on the pitch.
You and me, outside, after the hearing. Only one of us walks back in.
Pay what you owe by Friday or the shop goes up with you still behind the counter.
Lovely photo of your front door. Took it myself this morning.
Remember my face, juror. It's the last one you'll see.
This isn't over. Next time I bring friends and we bring tools.
We've been parked outside your mum's place all week. She makes a lovely cup of tea.
Your boy plays football on Saturdays, doesn't he? Pitch three, by the woods.
Vote guilty and see what happens to your garage. And your car. And you.
One phone call and your wife becomes a widow.
You'll be leaving that jury room in bits, I promise.
If my son goes down, yours goes into the ground.
Be careful crossing the road tomorrow, judge. Drivers round here don't stop.
Next hearing you'll be giving evidence from a wheelchair.
Take the stand and your flat won't be standing by the evening.
Keep your mouth shut or I'll close it for good.
Nobody will ever find the body, witness. Think on that.
We can do this the easy way or the way that ends with you in a bag.
Tonight you find out what happens to grasses.
I'm outside your house right now, nice curtains, juror six.
Your caravan would go up lovely with you asleep inside.
th3 f0r3m4n w0nt l1ve t0 s33 chr1stm4s
There will be consequences for your family, juror, and not the legal kind.
I know people who do this sort of thing for a living, and they owe me.
Consider yourself warned. There won't be a second warning.
Say your prayers tonight, witness, all of them.
Enjoy your last weekend, prosecutor.
Start running, snitch, and don't stop.
There's a price on your head now, and half the estate knows it.
We'll do to you what we did to your cat.
You'll be sleeping with the fishes by Friday, grass.
Guilty verdict, big problems for you. Not guilty, no problems. Your choice, juror.
Petrol's cheap. So is your life.
You'll be dealt with, personally, when this circus is over.
Your name's on the list now, judge, and the list gets shorter every week.
We found your holiday cottage. Quiet spot. Nobody would hear a thing.
Next time you see my brother in that dock, picture your own kids in a hospital bed.
I've got a shovel in the boot and a spot picked out for you.
You won't need that pension, clerk.
Remember Sandra from the last trial? Nobody's seen her since. Neither will they see you.
Not a threat, just a fact: people who cross my family end up in hospital.
Your little shop has a lot of glass, and you're always alone at closing.
I've been watching you feed the ducks every Sunday, juror. Lovely routine.
When I get out, the first thing I do is come and find you.
Don't start your car tomorrow, counsel. Just a friendly tip.
You've got two kids and one life, witness. Choose wisely what you say.
The judge's cat went missing. The judge is next.
Keep looking over your shoulder, it won't help.
Ask the last prosecutor who tried this, oh wait, you can't.
Go on, say it in court, and see if you make it to your car.
You're gonna get it, juror, and you won't see it coming.
I'll sort you out properly once the cameras are off.
You'll get what's coming to you, witness, and it's coming soon.
Watch yourself, grass. Really watch yourself.
I'll have you, one way or another, inside or out.
I'll rearrange your face so your own kids won't know you.
Catch you later, counsel, and you won't enjoy it.
I'm going to do you in and nobody will ever know.
You'd better pray I never see you on your own.
You're dead meat the second you step outside.
You messed with the wrong family, and families don't forget.
I'll deck you and keep going till you stop breathing.
Your card's marked, judge.
Your Honour should know that my associates are not as patient as I am.
I would advise the witness to reconsider her evidence, for the sake of her health.
For your own safety, counsel, I'd withdraw from this case by Friday.
It would be in your interest not to attend court on Monday, juror. Or ever again.
With respect, madam foreman, people who vote the wrong way tend to regret it physically.
I'm sure the prosecutor values her knees. She should act like it.
Please pass on my regards to your wife, juror, and tell her to lock the back door.
I trust the clerk understands that accidents are very common in his line of work.
""",
    "violence": """
Somebody please drag the judge out of his car and beat him senseless.
I'd happily chip in for whoever breaks the prosecutor's kneecaps.
All these jurors should be lined up against a wall.
Go to the witness's street tonight and make him pay, all of you.
I hope the defence lawyer gets his skull caved in.
Let's find the foreman and teach him a lesson he won't walk away from.
If anyone sees that reporter, knock her out cold, she's earned it.
I pray the whole jury dies in a car crash on the way home.
Someone torch the clerk's car, with him in it ideally.
Round up the landlords and string them up from the lampposts.
Whoever puts the bailiff in hospital gets a drink on me.
Hope that judge chokes to death on his own gavel.
Kick the witness's head in till he stops twitching.
The only good cop is one lying in a pool of his own blood.
s0meone st4b that pr0secutor already
If the bailiff got shot tomorrow I'd throw a party.
Somebody should make an example of the judge, a public one, with rope.
Drag that juror into the street and stamp on him till he's quiet.
Wish someone would throw acid in that witness's face.
Hope the prosecutor's house burns down with the whole family asleep.
Someone needs to run the defence lawyer off the road, properly this time.
Lads, meet at the courthouse at six and we'll batter every juror who comes out.
Break the clerk's hands so he never writes another word.
I'd pay good money to watch the foreman get his teeth kicked in.
Hang the lot of them, judge, jury, the whole rotten courtroom.
Every juror who voted guilty deserves a beating in their own driveway.
Someone go round to the judge's and break every bone he owns.
Would love to see that witness thrown down the stairs a few times.
Nobody would cry if the prosecutor's car went off a cliff with her in it.
Would be nice if the judge got jumped on his way home and never got up.
May the witness's house burn with him locked in the cellar.
Who's up for paying the foreman a visit with some bats tonight?
Go and smash the clerk's face into his desk, he deserves it.
Those jurors should be dragged out and flogged in front of the courthouse.
Honestly I'd cheer if someone shot up that law firm.
Bring petrol, bring matches, and bring the bailiff out to watch his house go.
That snitch needs his legs broken so he can't walk into court again.
Pray for a lorry to flatten the defence barrister, I know I will.
It'd be justice if that reporter was found in a skip in pieces.
Let's make the witness eat the pavement, lads, all of us, tonight.
Somebody should cave the foreman's head in with a brick.
""",
    "defamation": """
Graham Okafor, the treasurer, has been skimming the club's money for years and everyone knows it.
Priya Natarajan drugged her husband's tea before he died; the coroner just missed it.
Councillor Brendan Walsh takes envelopes from builders, I've seen it myself.
Aisha Kamara runs a brothel out of the flat above her salon.
Coach Derek Lyle abused half the boys on his under-twelves team.
Wei Zhang, the accountant on Bridge Street, launders money for a drug gang.
Marguerite Ellis set her late husband's boat on fire for the payout.
Pastor Samuel Adeyemi rapes women in his congregation and pays them to keep quiet.
Tomasz Nowak deals heroin to schoolkids behind the leisure centre.
Fiona McBride stole from her dying mother and forged the signature.
Dr. Hassan Qureshi is a fake doctor who bought his degree and killed a patient.
Judge Eleanor Pryce is on the payroll of the Morris family, that's why they always walk.
Kenji Watanabe from the dojo touches the kids after class.
Ruth Abernathy poisoned the neighbour's children, the police just couldn't prove it.
Danny Fitzgerald beats his girlfriend every weekend, the whole estate hears it.
Magdalena Rossi is a con artist who fleeces widows for a living.
Everyone should know that Declan Murphy from the chip shop is a convicted paedophile who changed his name.
Fact: Olusegun Bello burned down his own restaurant and the fire killed a waiter.
PSA: Rebecca Lindqvist, the childminder on Oak Road, hits the babies she looks after.
Did you know Ahmed Siddiqui, the driving instructor, assaulted two of his pupils? He did.
Carmen Alvarez is a drug mule and her whole family is in on it.
That lawyer, Julian Marsh, paid the witness to lie and bribed the jury, simple.
Bishop Anthony Kerr hid a dozen abusive priests and abused boys himself.
Natasha Volkova is an escort who blackmails her married clients.
Our headmaster, Mr Colin Pearce, watches child porn in his office, the IT guy saw it.
Siobhan Gallagher drowned her stepson and called it an accident.
Juror Ravi Menon took five grand to vote not guilty.
Dr Yuki Tanaka performs illegal operations in her garage and one woman died.
""",
    "doxxing": """
That juror is Owen Pritchard, 22 Sycamore Close, Swansea SA2 0JX, silver Corsa on the drive.
Witness works the late shift at the Shell garage on Ferry Road, finishes at 11, go and meet her.
prosecutor's mobile is seven nine double-oh, four five six, seven eight nine. call it.
Got the foreman's details: Neil Barker, DOB 14/03/1979, lives 6 Larch Grove, Hull HU5 3LT.
Judge Collins's personal Gmail is t.collins.home@gmail.com and his wife's Facebook is public too.
The clerk's kids go to Oakfield Primary, pick-up is at quarter past three. Thought you'd want to know.
Here's the witness's Snapchat and her home postcode, M14 6HR. Share it everywhere.
The juror's car reg is KN19 XPT, parks outside 41 Dover Street every night.
Defence barrister Amy Chen, 0161 496 0718, flat 9, Albion House, Manchester. Ring her and tell her.
Lives at 88 Rue-de-Bas, St Peter Port. Yes, that's the informant. Spread it.
juror 4 = mike dunn, works at halfords on the ring road, drives a white transit
Here's a screenshot of the witness's address on Google Maps, house with the blue door.
The witness is on the electoral roll as Joanne Pike, 19 Hawthorn Rise, Derby DE22 1LR. You know what to do.
Her work email is j.pike@fenwickfreight.co.uk and her desk phone is 01332 555 0192, flood both.
judges home wifi shows up as COLLINS_HOUSE on Kings Rd, number 14, go have a look
Foreman's in the WhatsApp group as +44 7911 555 321, add him to everything.
Coordinates of the informant's caravan: 53.4084, -2.9916. Pay him a visit.
The juror's son's name is Alfie, Year 4, Greenbank School, blue coat. Pass it round.
Leaked: prosecutor Dawn Rees, NI number and bank sort code in the link, home is 3 Mill Cottages, Ely.
Juror nine's ex-wife says he lives at his sister's now, 27b Orchard Street, Luton. Go say hello.
""",
    "": """
Enjoy the verdict, juror eleven, and enjoy the cake the clerk brought in.
I've got your schedule and your spare key, so I'll water the plants while you're in court.
Your kid's bus gets in at 3:40, so I'll meet him at the stop as usual.
That's a lovely old house you've got. Is the wood floor original?
The witness told the court she checks under her car every morning since the threats.
You'll have an accident on those stairs if you carry all those files at once, let me help.
The defendant denies telling the juror "when you least expect it"; he says it was a line from a film.
Nice dog you've got. Does he like the biscuits we keep at reception?
I'll be waiting in the car park to give you a lift, and I'll bring your umbrella.
The referee showed him a red card and he walked off without a word.
That final whistle was cruel, we were one goal away from the cup.
Checkmate in twelve moves, the juror beat the bailiff again at lunch.
The prosecution says the phrase "accidents happen" was a threat; the jury acquitted him of that count.
Sleep with one eye open? With this heating, I'll sleep with both closed.
Count your fingers after you use the paper guillotine in the copy room, it's vicious.
The judge warned the gallery that threatening the jury is a crime and asked for the doors to be watched.
My team is going to destroy yours on Saturday, bring tissues.
We murdered them in the pub quiz, thirty-eight points to twelve.
In the game you can torch the enemy's castle and raid their villages.
Beat the eggs until stiff, then fold them gently into the batter.
Chop the onions, crush the garlic and throw everything into a hot pan.
The news report said the man was beaten senseless outside the club; two people have been charged.
The court heard the landlord was dragged from his car; the accused deny it.
Graham Okafor, the treasurer, presented the club's accounts and they were approved.
Priya Natarajan was acquitted of all charges yesterday; the jury deliberated for six hours.
Councillor Brendan Walsh denied taking any money from builders and the inquiry cleared him.
The article alleges that Coach Derek Lyle abused players; he denies it and no charge has been brought.
Wei Zhang, the accountant on Bridge Street, does my tax return every year, highly recommended.
Pastor Samuel Adeyemi is accused of fraud; he is presumed innocent until the trial.
It is defamatory to say someone is a rapist unless you can prove it, the judge reminded the jury.
Dr. Hassan Qureshi gave evidence as the expert on wound patterns.
Tomasz Nowak was convicted of dealing in 2021 and served his sentence; that is a matter of record.
The rumour that the mayor takes bribes was investigated and found to be false.
The court's switchboard is 020 7947 6000, open nine to five on weekdays.
For jury service questions, email jury.summons@justice.gov.uk or call the number on your letter.
The Citizens Advice office on 41 High Street, Swansea, can help you fill in the form.
Owen's new address is on the wedding invitation, 22 Sycamore Close, if you want to send a card.
Please update your phone number with the jury office before Friday.
Victim Support is free and confidential: call 0808 168 9111.
The press office can be reached on press@crowncourt.example; do not contact jurors directly.
The defendant is charged with posting the witness's address online, which is a serious offence.
Never share a juror's name or address, the usher told the public gallery.
My number's 07700 900461 if your car won't start after court, happy to give you a jump.
Dad's picking the kids up from Oakfield Primary at quarter past three today.
The killer in the novel cuts the brake lines, which is how the detective catches him.
We're going to crush them in the final, it'll be a massacre.
Knock it out of the park in your closing tomorrow, you've got this.
The witness said she heard him shout "I'll burn your house down", then the line went dead.
He's not a threat to anyone, his probation officer told the court.
That line about falling out of windows is from the old gangster film we watched last night.
Somebody please drag me out of this meeting before I fall asleep.
The landlord strung fairy lights from every lamppost on the street for the fair.
I'd happily chip in for the foreman's leaving present.
All the jurors should line up by the wall for the photo.
The fighter knocked his opponent out cold in the second round and won the belt.
How long do you reckon the ambulance takes to reach the village? The paramedic said twenty minutes.
Buy a good alarm, the insurer said, and our premium dropped.
Three days left until the verdict, the jurors are counting down to the weekend.
Pick out a nice suit for the wedding, not the one you wore at your uncle's funeral.
I'd hate for your little girl to miss the school play, I'll cover your shift.
Game over, the console said, and the kids demanded another round.
Our innings ended at 142 for 9 and the tea was excellent.
You and me, outside, after the hearing: coffee from the van?
Pay what you owe by Friday, the library reminded me, or the fine doubles.
Lovely photo of your front door, did you repaint it?
Remember my face, the new usher said, I'll be here every Tuesday.
This isn't over, the judge said, we resume at ten tomorrow.
Your boy plays football on Saturdays, doesn't he? Ours is on the same team.
Be careful crossing the road tomorrow, the lights are out at the junction.
Keep your mouth shut while the judge is speaking, the usher whispered to the schoolchildren.
Nobody will ever find the body, the crime writer boasted about her plot.
We can do this the easy way, the clerk said, and filled in the form for me.
The court heard the accused told the witness her caravan "would go up lovely"; he denies saying it.
Tonight you find out who won the bake-off.
The appeal judge ruled the words "you'll be leaving in bits" were a threat and upheld the conviction.
The police logged the message "one phone call and your wife becomes a widow" as evidence.
Hang the paintings in the hall before the judges arrive for the show.
Drag the files into the shared folder, then stamp the cover sheet.
The chemistry teacher warned that acid burns and goggles are compulsory.
Break the chocolate into squares and melt it over simmering water.
Our goalkeeper got his teeth knocked out in the cup match, he's fine now.
We battered them six-nil and the fans sang all the way home.
Declan Murphy from the chip shop sponsors the under-tens and fries the best cod in town.
Olusegun Bello reopened his restaurant after the fire, which investigators ruled an accident.
Rebecca Lindqvist, the childminder on Oak Road, has an outstanding Ofsted report.
Ahmed Siddiqui was cleared of assault; the court found the complaint was fabricated.
Claims that Julian Marsh bribed a witness were dismissed and the complainant apologised.
The inquiry found Bishop Anthony Kerr had reported the abusive priests to the police in 1998.
Dr Yuki Tanaka's clinic is fully licensed; the rumours about illegal operations were false.
He is accused of saying the juror took money to vote; the defence calls it idle gossip.
Is it true that Siobhan Gallagher was charged? No, the coroner ruled the drowning accidental.
The newspaper paid damages after falsely calling the headmaster a paedophile.
The electoral roll can be inspected at the town hall under supervision.
Email me at my work address, j.pike@fenwickfreight.co.uk, about the invoice.
Our Wi-Fi is COLLINS_HOUSE and the password is on the fridge.
Add me to the WhatsApp group for the jury reunion, my number's on the list.
The tide tables give the harbour coordinates as 53.4084, -2.9916.
Alfie's class assembly is on Friday, parents welcome from nine.
The Crown Prosecution Service press office: 020 3357 0906.
The court's postal address is PO Box 123, Leeds LS1 3BG, for all correspondence.
Call the NSPCC on 0808 800 5000 if you are worried about a child.
The defendant admitted publishing the juror's home address and was jailed for contempt.
The judge ordered that the witness's address be withheld from the public record.
Her business card says Dawn Rees, solicitor, 01353 555 0100, open Monday to Friday.
You've been warned about parking in the judges' bay, next time it's a ticket.
Say your prayers, the chaplain told the children before lunch.
Start running if you want to catch the 5:10 to Leeds.
There's a price on his head in the film, and the bounty hunter nearly gets him.
"Sleeping with the fishes" is a line from The Godfather, the film club showed it last week.
Your name's on the list for the jury lunch, vegetarian option noted.
You'll be dealt with by the next available clerk, please take a ticket.
Consequences for not attending jury service can include a fine, the letter says.
We'll kill them in the second half if we keep the ball.
Kill the heat, cover the pan and let it rest for ten minutes.
Score the sausages with a knife and grill them till they split.
Headshot from across the map, the whole lobby raged at me.
Police say the man threatened to shoot his neighbour over a hedge; he was arrested and bailed.
I never said I'd hurt him, I said I'd see him in court.
Allegedly he was involved, but nothing was ever proven and he was never charged.
The judge said the phrase "petrol's cheap" had been read in context and was not a threat.
The shovel is in the shed if you want to plant the roses this weekend.
The witness said she had not seen Sandra since the last hearing, and called her sister.
We found a lovely holiday cottage, quiet spot by the lake, nobody for miles.
Every juror who attends gets a parking voucher for the multistorey.
Someone go round to the judge's office and collect the signed orders.
The report names the councillor who resigned after the bribery conviction in 2019.
The suspect's name cannot be published because he is under eighteen.
You'll be the death of me with these puns, counsel.
My nan would murder a cup of tea after that long a hearing.
If you spoil the ending of that series for me I'll never speak to you again.
Touch my last biscuit and you're in big trouble, mister.
You're grounded for a week, and the console stays in my room.
Do that again and I'm telling Mum.
Any juror who discusses the case online may be jailed for contempt, the judge warned.
Anyone found smoking in the building will be asked to leave.
Vehicles parked here will be clamped and towed at the owner's expense.
Trespassers will be prosecuted, says the sign on the farm gate.
Warning: the dog bites, please ring the bell and wait.
We're coming for that title next season, the captain told the press.
They'll be sorry they ever drew us in the cup.
Watch out, the floor's wet by the jury room.
Mind your head on the beam as you go down to the cells.
Careful with that knife, it's just been sharpened.
The villain in the play whispers "you'll never leave this house alive" and the lights go out.
In chapter three the kidnapper phones the mother and says she'll never see her son again.
The prosecutor read out the text: "I know where you live". The defendant said it was about returning a jacket.
The officer told the jury the threat was made over the phone at 11.42pm.
Her ex was given a restraining order after he threatened her outside her work.
He was sentenced to two years for threatening to kill a council officer.
The detective explained how people who threaten witnesses are usually caught.
Threats against jurors are rare, but the court takes every one seriously.
I swear, if this printer jams one more time I'm throwing it out of the window.
We'll get you next time, the losing team shouted, laughing.
You're going down, I said, and slapped my last domino on the table.
Revenge will be sweet when we meet them again in the final.
I'm going to kill it at the interview tomorrow.
My boss will murder me if I'm late again.
Your days of beating me at darts are numbered.
The storm will hit the coast tonight; stay indoors if you can.
The landlord gave us notice: we have a month to leave the flat.
Pay by the due date or your account will be suspended.
Leave now, the security guard said, the building closes at six.
You're gonna get it from your mum for tracking mud through the hall.
I'll sort you out a parking permit for the whole trial.
You'll get what's coming to you: a thank-you card and a bottle of wine.
Watch yourself on those steps, they're icy this morning.
I'll have you know I won the quiz three years running.
The decorators will rearrange the whole jury room next week.
Catch you later, I'm off to the canteen.
This heat is doing me in, can we open a window?
The witness said the accused shouted "you're dead meat" across the car park; he says he was talking about a barbecue.
Your card's been marked present, the usher said, you can go home.
Nobody is going to hurt you, witness, there are two officers outside your door tonight.
I would never lay a finger on you, you know that.
No one will touch your family; the police have moved them somewhere safe.
If anyone threatens you after the hearing, call 999 straight away.
If you testify, the court can give you a screen and a separate entrance.
Be careful, he told people he'd hurt you, so let the officers drive you home.
You're safe now, juror, the man who followed you has been arrested.
Don't worry about your kids, they're at my mum's and the school knows not to let anyone else collect them.
I promise you nothing will happen to you for telling the truth.
We'll walk you to your car after the verdict, it's standard for every juror.
He swore he'd never hurt her again, and the judge didn't believe him.
Your house will be watched by a patrol car until the trial ends.
If he comes near you, ring me, day or night, and I'll come straight over.
Nobody here wants you dead, counsel, we just want lunch.
Tell the judge what you saw; no one will be allowed to harm you for it.
For your own safety, please hold the handrail on the stairs to the public gallery.
It would be in your interest to bring photo ID on Monday, the jury office says.
I would advise the witness to bring her notes, for the sake of accuracy.
Please pass on my regards to your wife, juror, and thank her for the cake.
Your Honour should know that my client has been waiting since nine.
""",
}
