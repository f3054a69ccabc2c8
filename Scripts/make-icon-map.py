#!/usr/bin/env python3
"""Writes Fonts/SFSymbols-to-MaterialSymbols.txt: for the SF Symbols names apps use most on action
buttons, the Material Symbols glyph that stands in for each, and whether it is drawn filled.

The table below is the source: one `sf-name material-name` pair a line (`mirror` after it: drawn
mirrored left to right, for a glyph Material has facing only the other way), grouped by what the symbols
are for. From each pair the script also maps, where both sides have it:
  NAME.fill                      -> same glyph, filled
  NAME.circle / NAME.circle.fill -> material_circle, outlined / filled
  NAME.slash  / NAME.slash.fill  -> material_off, outlined / filled
  NAME.badge.plus                -> material_add
and any mapped NAME whose NAME.fill exists (or STEM.fill.badge.X for STEM.badge.X) -> its glyph, filled.
A pair written in the table always wins over one derived. Every SF name is checked against
Fonts/SFSymbols-names.txt and every glyph against Fonts/MaterialSymbolsOutlined.codepoints; a miss
stops the script. Run from the package root: python3 Scripts/make-icon-map.py
"""
import re
import sys

TABLE = """
# communication
message chat_bubble
message.circle chat
bubble.left chat_bubble
bubble.right chat_bubble
bubble.left.and.bubble.right forum
bubble.middle.bottom chat_bubble
text.bubble chat
quote.bubble format_quote
exclamationmark.bubble feedback
questionmark.bubble contact_support
ellipsis.bubble sms
envelope mail
envelope.open drafts
envelope.badge mark_email_unread
envelope.circle mail
envelope.arrow.triangle.branch alt_route
phone call
phone.circle call
phone.badge.plus add_call
phone.arrow.up.right call_made
phone.arrow.down.left call_received
phone.down call_end
phone.bubble.left phone_in_talk
video videocam
video.circle videocam
video.badge.plus video_call
video.slash videocam_off
mic mic
mic.circle mic
mic.slash mic_off
paperplane send
paperplane.circle send
at alternate_email
bell notifications
bell.badge notifications_unread
bell.slash notifications_off
bell.circle notifications
megaphone campaign
antenna.radiowaves.left.and.right cell_tower
dot.radiowaves.left.and.right sensors
personalhotspot wifi_tethering
captions.bubble closed_caption
character.bubble translate
person.wave.2 record_voice_over
waveform.circle graphic_eq
# editing
pencil edit
pencil.circle edit
pencil.slash edit_off
pencil.line edit_note
square.and.pencil edit_square
rectangle.and.pencil.and.ellipsis drive_file_rename_outline
highlighter ink_highlighter
eraser ink_eraser
scribble gesture
scribble.variable gesture
signature signature
pencil.tip ink_pen
paintbrush brush
paintbrush.pointed brush
paintpalette palette
trash delete
trash.circle delete
trash.square delete
xmark.bin delete_forever
scissors content_cut
doc.on.doc content_copy
doc.on.clipboard content_paste
clipboard content_paste
list.clipboard assignment
list.bullet.clipboard assignment
arrow.uturn.backward undo
arrow.uturn.forward redo
arrow.uturn.left undo
arrow.uturn.right redo
arrow.uturn.backward.circle undo
arrow.uturn.forward.circle redo
crop crop
crop.rotate crop_rotate
rotate.left rotate_left
rotate.right rotate_right
wand.and.stars auto_fix_high
wand.and.rays auto_fix_normal
textformat text_format
textformat.size format_size
textformat.abc abc
bold format_bold
italic format_italic
underline format_underlined
strikethrough format_strikethrough
list.bullet format_list_bulleted
list.number format_list_numbered
list.dash list
checklist checklist
text.alignleft format_align_left
text.aligncenter format_align_center
text.alignright format_align_right
text.justify format_align_justify
increase.indent format_indent_increase
decrease.indent format_indent_decrease
text.quote format_quote
link link
link.circle link
link.badge.plus add_link
paperclip attach_file
paperclip.circle attach_file
lasso lasso_select
slider.horizontal.3 tune
slider.vertical.3 tune
line.3.horizontal.decrease filter_list
line.3.horizontal.decrease.circle filter_list
arrow.up.arrow.down swap_vert
arrow.left.arrow.right swap_horiz
arrow.up.and.down.text.horizontal sort
doc draft
doc.text description
doc.text.fill description
doc.badge.plus note_add
doc.richtext article
doc.plaintext article
doc.text.magnifyingglass find_in_page
doc.zipper folder_zip
doc.viewfinder document_scanner
doc.badge.gearshape settings_applications
note.text sticky_note_2
note.text.badge.plus note_add
folder folder
folder.circle folder
folder.badge.plus create_new_folder
folder.badge.minus folder_delete
folder.badge.person.crop folder_shared
folder.badge.gearshape folder_managed
archivebox archive
archivebox.circle archive
tray inbox
tray.full inbox
tray.and.arrow.down move_to_inbox
tray.and.arrow.up outbox
tray.2 stacks
externaldrive hard_drive
square.dashed select
selection.pin.in.out select_all
character.cursor.ibeam text_select_start
a.magnify search
magnifyingglass search
magnifyingglass.circle search
plus.magnifyingglass zoom_in
minus.magnifyingglass zoom_out
text.magnifyingglass manage_search
# sharing and transfer
square.and.arrow.up ios_share
square.and.arrow.up.circle ios_share
square.and.arrow.down download
square.and.arrow.down.on.square download
square.and.arrow.up.on.square ios_share
arrow.down.circle arrow_circle_down
arrow.up.circle arrow_circle_up
arrow.down.doc file_download
arrow.up.doc upload_file
arrow.down.to.line download
arrow.up.to.line upload
icloud cloud
icloud.and.arrow.up cloud_upload
icloud.and.arrow.down cloud_download
icloud.slash cloud_off
airplayvideo airplay
airplayaudio airplay
qrcode qr_code
qrcode.viewfinder qr_code_scanner
barcode barcode
barcode.viewfinder barcode_scanner
printer print
shareplay group
point.3.connected.trianglepath.dotted share
point.3.filled.connected.trianglepath.dotted share
arrow.up.forward.app open_in_new
arrow.up.right.square open_in_new
arrow.up.forward.square open_in_new
square.and.arrow.up.on.square.fill ios_share
rectangle.portrait.and.arrow.right logout
rectangle.portrait.and.arrow.forward logout
rectangle.portrait.and.arrow.right.fill logout
person.crop.circle.badge.checkmark person_check
# media
play play_arrow
play.circle play_circle
play.square slideshow
play.rectangle smart_display
pause pause
pause.circle pause_circle
stop stop
stop.circle stop_circle
playpause play_pause
backward fast_rewind
forward fast_forward
backward.end skip_previous
forward.end skip_next
backward.frame skip_previous
forward.frame skip_next
shuffle shuffle
repeat repeat
repeat.1 repeat_one
repeat.circle repeat
goforward forward_media
gobackward replay
goforward.5 forward_5
gobackward.5 replay_5
goforward.10 forward_10
gobackward.10 replay_10
goforward.30 forward_30
gobackward.30 replay_30
speaker volume_mute
speaker.wave.1 volume_down
speaker.wave.2 volume_up
speaker.wave.3 volume_up
speaker.slash volume_off
speaker.circle volume_up
music.note music_note
music.note.list queue_music
music.mic mic_external_on
headphones headphones
hifispeaker speaker
radio radio
camera photo_camera
camera.circle photo_camera
camera.rotate cameraswitch
camera.aperture camera
camera.viewfinder center_focus_strong
camera.filters filter_vintage
photo image
photo.circle image
photo.on.rectangle photo_library
photo.on.rectangle.angled photo_library
photo.stack photo_library
photo.badge.plus add_photo_alternate
photo.artframe wallpaper
film movie
film.stack video_library
livephoto motion_photos_on
livephoto.slash motion_photos_off
record.circle radio_button_checked
waveform graphic_eq
tv tv
pip picture_in_picture
pip.enter picture_in_picture
pip.exit picture_in_picture_alt
rectangle.on.rectangle filter_none
square.on.square filter_none
viewfinder crop_free
rectangle.expand.vertical expand
arrow.up.left.and.arrow.down.right open_in_full
arrow.down.right.and.arrow.up.left close_fullscreen
arrow.up.backward.and.arrow.down.forward open_in_full
arrow.down.forward.and.arrow.up.backward close_fullscreen
music.quarternote.3 library_music
pianokeys piano
# navigation
chevron.left chevron_left
chevron.right chevron_right
chevron.backward chevron_left
chevron.forward chevron_right
chevron.up expand_less
chevron.down expand_more
chevron.left.2 keyboard_double_arrow_left
chevron.right.2 keyboard_double_arrow_right
chevron.up.chevron.down unfold_more
chevron.down.circle expand_circle_down
chevron.up.circle expand_circle_up
chevron.right.circle expand_circle_right
chevron.left.circle arrow_circle_left
arrow.left arrow_back
arrow.right arrow_forward
arrow.backward arrow_back
arrow.forward arrow_forward
arrow.up arrow_upward
arrow.down arrow_downward
arrow.left.circle arrow_circle_left
arrow.right.circle arrow_circle_right
arrow.backward.circle arrow_circle_left
arrow.forward.circle arrow_circle_right
arrow.up.right north_east
arrow.down.left south_west
arrow.up.left north_west
arrow.down.right south_east
arrow.turn.up.right turn_right
arrow.turn.up.left turn_left
arrow.triangle.turn.up.right.diamond assistant_direction
arrow.triangle.branch alt_route
arrow.triangle.merge merge
arrow.triangle.swap swap_calls
arrow.clockwise refresh
arrow.counterclockwise replay
arrow.clockwise.circle refresh
arrow.counterclockwise.circle replay
arrow.triangle.2.circlepath sync
arrow.triangle.2.circlepath.circle sync
arrow.2.squarepath repeat
arrow.3.trianglepath recycling
arrow.rectanglepath cached
clock.arrow.circlepath history
clock.arrow.2.circlepath history
arrowshape.turn.up.left reply
arrowshape.turn.up.left.2 reply_all
arrowshape.turn.up.right reply mirror
arrowshape.turn.up.backward reply
arrowshape.turn.up.backward.2 reply_all
arrowshape.turn.up.forward reply mirror
arrowshape.turn.up.left.circle reply
arrowshape.turn.up.right.circle reply mirror
arrowshape.left arrow_back
arrowshape.right arrow_forward
arrowshape.up arrow_upward
arrowshape.down arrow_downward
arrowshape.backward arrow_back
arrowshape.forward arrow_forward
house home
house.circle home
map map
map.circle map
mappin location_on
mappin.circle location_on
mappin.and.ellipse pin_drop
mappin.slash location_off
location near_me
location.circle my_location
location.slash near_me_disabled
location.north navigation
location.north.line navigation
safari explore
globe language
globe.americas public
globe.europe.africa public
globe.asia.australia public
network lan
line.3.horizontal menu
line.3.horizontal.circle menu
sidebar.left view_sidebar
sidebar.right view_sidebar
ellipsis more_horiz
ellipsis.circle pending
ellipsis.rectangle more_horiz
square.grid.2x2 grid_view
square.grid.3x3 apps
rectangle.grid.1x2 view_agenda
rectangle.grid.2x2 grid_view
list.bullet.rectangle list_alt
list.bullet.rectangle.portrait list_alt
square.stack stacks
rectangle.stack library_books
square.split.2x1 vertical_split
macwindow web_asset
xmark close
xmark.circle cancel
xmark.square disabled_by_default
xmark.octagon report
checkmark check
checkmark.circle check_circle
checkmark.square check_box
checkmark.seal verified
checkmark.shield verified_user
plus add
plus.circle add_circle
plus.square add_box
plus.app add_box
plus.rectangle add_box
plus.square.on.square library_add
minus remove
minus.circle do_not_disturb_on
minus.square indeterminate_check_box
square check_box_outline_blank
circle radio_button_unchecked
smallcircle.filled.circle radio_button_checked
largecircle.fill.circle radio_button_checked
arrow.up.to.line.compact vertical_align_top
arrow.down.to.line.compact vertical_align_bottom
arrow.up.and.down height
arrow.left.and.right width
delete.left backspace
delete.backward backspace
return keyboard_return
command keyboard_command_key
option keyboard_option_key
keyboard keyboard
keyboard.chevron.compact.down keyboard_hide
# people
person person
person.circle account_circle
person.crop.circle account_circle
person.crop.square account_box
person.2 group
person.3 groups
person.2.circle supervised_user_circle
person.badge.plus person_add
person.badge.minus person_remove
person.crop.circle.badge.plus person_add
person.crop.circle.badge.minus person_remove
person.crop.circle.badge.xmark person_cancel
person.crop.circle.badge.questionmark contact_support
person.crop.circle.badge.exclamationmark person_alert
person.fill.badge.plus person_add
person.fill.badge.minus person_remove
person.badge.key passkey
person.text.rectangle badge
person.crop.rectangle badge
person.crop.artframe portrait
person.and.background.dotted person_pin
person.2.badge.gearshape manage_accounts
hand.raised back_hand
hand.raised.slash do_not_touch
hand.thumbsup thumb_up
hand.thumbsdown thumb_down
hand.wave waving_hand
hand.tap touch_app
hand.point.up.left pan_tool_alt
hand.draw draw
hands.clap sign_language
hands.sparkles clean_hands
figure.walk directions_walk
figure.run directions_run
figure.wave emoji_people
figure.stand accessibility_new
figure.roll accessible
accessibility accessibility
eye visibility
eye.slash visibility_off
eye.circle visibility
eyeglasses eyeglasses
ear hearing
face.smiling mood
face.dashed sentiment_neutral
brain psychology
brain.head.profile psychology
heart favorite
heart.circle favorite
heart.square favorite
heart.slash heart_broken
heart.text.square monitor_heart
star star
star.circle stars
star.square star
star.leadinghalf.filled star_half
bookmark bookmark
bookmark.circle bookmark
bookmark.slash bookmark_remove
flag flag
flag.circle flag
flag.checkered sports_score
tag sell
tag.circle sell
bolt bolt
bolt.circle bolt
bolt.slash flash_off
bolt.horizontal electric_bolt
lightbulb lightbulb
key key
key.horizontal key
lock lock
lock.circle lock
lock.open lock_open
lock.shield security
lock.rotation screen_lock_rotation
shield shield
shield.slash remove_moderator
exclamationmark.shield gpp_maybe
xmark.shield gpp_bad
touchid fingerprint
faceid face
person.badge.shield.checkmark verified_user
# status and time
info info
info.circle info
info.square info
exclamationmark priority_high
exclamationmark.circle error
exclamationmark.triangle warning
exclamationmark.octagon report
exclamationmark.square error
questionmark question_mark
questionmark.circle help
questionmark.square help_center
questionmark.diamond help
nosign block
clock schedule
alarm alarm
timer timer
stopwatch timer
hourglass hourglass_empty
hourglass.bottomhalf.filled hourglass_bottom
hourglass.tophalf.filled hourglass_top
calendar calendar_today
calendar.circle calendar_today
calendar.badge.plus calendar_add_on
calendar.badge.minus event_busy
calendar.badge.clock event_upcoming
calendar.badge.exclamationmark event_busy
calendar.day.timeline.left view_timeline
battery.100 battery_full
battery.75 battery_5_bar
battery.50 battery_4_bar
battery.25 battery_2_bar
battery.0 battery_0_bar
battery.100.bolt battery_charging_full
wifi wifi
wifi.slash wifi_off
wifi.exclamationmark wifi_find
wifi.circle wifi
power power_settings_new
power.circle power_settings_new
togglepower power_settings_new
restart restart_alt
gear settings
gearshape settings
gearshape.2 settings
gear.circle settings
gearshape.circle settings
wrench.adjustable build
wrench.and.screwdriver handyman
hammer hardware
screwdriver handyman
switch.2 toggle_on
chart.bar bar_chart
chart.bar.xaxis bar_chart
chart.pie pie_chart
chart.line.uptrend.xyaxis trending_up
chart.line.downtrend.xyaxis trending_down
chart.xyaxis.line show_chart
gauge speed
speedometer speed
sparkles auto_awesome
flame local_fire_department
circle.lefthalf.filled contrast
sun.min brightness_low
sun.max light_mode
moon dark_mode
moon.stars nights_stay
moon.zzz bedtime
zzz snooze
bed.double bed
sos sos
staroflife emergency
cross.case medical_services
pills medication
pill pill
syringe vaccines
bandage healing
stethoscope stethoscope
waveform.path.ecg monitor_heart
allergens allergy
# commerce
cart shopping_cart
cart.circle shopping_cart
cart.badge.plus add_shopping_cart
cart.badge.minus remove_shopping_cart
bag shopping_bag
bag.circle shopping_bag
creditcard credit_card
creditcard.circle credit_card
creditcard.and.123 credit_card
wallet.pass wallet
banknote payments
dollarsign attach_money
dollarsign.circle paid
dollarsign.square paid
eurosign euro
eurosign.circle euro
sterlingsign currency_pound
yensign currency_yen
bitcoinsign currency_bitcoin
percent percent
storefront storefront
building.2 apartment
building.columns account_balance
shippingbox package_2
box.truck local_shipping
giftcard card_giftcard
gift redeem
ticket confirmation_number
tag.square sell
basket shopping_basket
chart.line.uptrend.xyaxis.circle trending_up
briefcase work
case work
suitcase luggage
trophy emoji_events
medal military_tech
rosette workspace_premium
party.popper celebration
balloon celebration
puzzlepiece extension
puzzlepiece.extension extension
cube deployed_code
shippingbox.circle package_2
number tag
number.circle tag
number.square tag
textformat.123 pin
function function
sum functions
divide calculate
equal equal
# devices
iphone smartphone
ipad tablet
ipad.landscape tablet
laptopcomputer laptop
desktopcomputer desktop_windows
display monitor
applewatch watch
ipad.and.iphone devices
laptopcomputer.and.iphone devices
gamecontroller sports_esports
server.rack dns
cpu memory
memorychip memory
powerplug power
cable.connector cable
antenna.radiowaves.left.and.right.circle cell_tower
iphone.radiowaves.left.and.right vibration
airplane flight
airplane.circle flight
car directions_car
car.circle directions_car
bus directions_bus
tram tram
bicycle pedal_bike
scooter electric_scooter
ferry directions_boat
sailboat sailing
fuelpump local_gas_station
bolt.car electric_car
figure.outdoor.cycle directions_bike
parkingsign local_parking
parkingsign.circle local_parking
cursorarrow arrow_selector_tool
computermouse mouse
printer.dotmatrix print
scanner scanner
tv.and.mediabox connected_tv
headphones.circle headphones
homekit home
lightbulb.led lightbulb
flashlight.on.fill flashlight_on
flashlight.off.fill flashlight_off
lamp.desk desk
sensor sensors
thermometer.medium thermostat
# weather and nature
sun.max.circle light_mode
cloud cloud
cloud.rain rainy
cloud.drizzle rainy_light
cloud.heavyrain rainy_heavy
cloud.snow weather_snowy
cloud.bolt thunderstorm
cloud.bolt.rain thunderstorm
cloud.sun partly_cloudy_day
cloud.moon partly_cloudy_night
cloud.fog foggy
cloud.hail weather_hail
snowflake ac_unit
wind air
tornado tornado
hurricane cyclone
thermometer.sun thermostat
umbrella umbrella
drop water_drop
humidity humidity_percentage
sunrise wb_twilight
sunset wb_twilight
sun.haze wb_sunny
rainbow looks
leaf eco
tree park
mountain.2 landscape
pawprint pets
ant pest_control
bird raven
fish set_meal
carrot nutrition
leaf.arrow.triangle.circlepath recycling
# everyday
book menu_book
book.closed book
book.circle menu_book
books.vertical library_books
text.book.closed menu_book
newspaper newspaper
magazine newspaper
graduationcap school
backpack backpack
cup.and.saucer local_cafe
mug coffee
wineglass wine_bar
fork.knife restaurant
fork.knife.circle restaurant
birthday.cake cake
takeoutbag.and.cup.and.straw takeout_dining
cart.fill.badge.plus add_shopping_cart
tshirt apparel
theatermasks theater_comedy
ruler straighten
paintbrush.fill brush
pencil.and.outline border_color
pin push_pin
pin.circle push_pin
pin.slash keep_off
mappin.and.ellipse.circle pin_drop
photo.fill.on.rectangle.fill photo_library
square.stack.3d.up layers
square.3.layers.3d layers
square.2.layers.3d layers
rectangle.on.rectangle.angled filter_none
rectangle.stack.badge.plus library_add
plus.rectangle.on.rectangle library_add
plus.rectangle.on.folder create_new_folder
square.and.arrow.down.fill download
arrow.down.app download
arrow.down.app.fill download
app.badge notifications_unread
app.gift redeem
1.circle counter_1
2.circle counter_2
3.circle counter_3
4.circle counter_4
5.circle counter_5
6.circle counter_6
7.circle counter_7
8.circle counter_8
9.circle counter_9
0.circle counter_0
# SF Symbols 6 and 7 (and the older spellings they rename, where those had no pair)
apple.intelligence auto_awesome
sparkles.2 auto_awesome
wand.and.sparkles.inverse auto_fix_high
arrow.trianglehead.clockwise.rotate.90 refresh
arrow.trianglehead.counterclockwise.rotate.90 replay
arrow.trianglehead.2.clockwise sync
arrow.trianglehead.2.counterclockwise sync
arrow.trianglehead.2.counterclockwise.rotate.90 sync
arrow.trianglehead.clockwise.icloud cloud_sync
arrow.trianglehead.counterclockwise.icloud cloud_sync
arrow.trianglehead.2.clockwise.rotate.90.icloud cloud_sync
exclamationmark.arrow.trianglehead.2.clockwise.rotate.90 sync_problem
exclamationmark.arrow.trianglehead.counterclockwise.rotate.90 sync_problem
arrow.trianglehead.turn.up.right turn_right
arrow.trianglehead.turn.up.right.circle turn_right
arrow.up.folder drive_folder_upload
arrow.forward.folder drive_file_move
text.below.folder folder
arrow.backward.to.line.compact first_page
arrow.forward.to.line.compact last_page
arrow.right.page.on.clipboard content_paste_go
arrow.up.page.on.clipboard content_paste_go
creditcard.arrow.trianglehead.2.clockwise.rotate.90 autopay
checkmark.seal.text.page verified
document.on.trash delete
long.text.page.and.pencil edit_document
bubble.and.pencil rate_review
envelope.front mail
envelope.stack stacked_email
envelope.and.arrow.trianglehead.branch alt_route
envelope.and.hand.raised unsubscribe
exclamationmark.message feedback
questionmark.message contact_support
flag.pattern.checkered sports_score
flag.pattern.checkered.2.crossed sports_score
hand.palm.facing front_hand
hand.raised.palm.facing front_hand
hand.pinch pinch
hand.thumbsdown.hand.thumbsup thumbs_up_down
person.crop.badge.magnifyingglass person_search
phone.pause phone_paused
microphone.and.signal.meter mic
cursorarrow.rays arrow_selector_tool
homepod speaker
homepod.mini speaker
homepod.2 speaker_group
homepod.mini.2 speaker_group
hifispeaker.2 speaker_group
hifispeaker.and.homepod speaker_group
hifispeaker.and.homepod.mini speaker_group
homepod.and.homepod.mini speaker_group
widget.small widgets
widget.medium widgets
widget.large widgets
widget.extralarge widgets
cursorarrow.click ads_click
cursorarrow.click.2 ads_click
cursorarrow.motionlines arrow_selector_tool
cursorarrow.motionlines.click ads_click
pointer.arrow.ipad arrow_selector_tool
pointer.arrow.ipad.rays arrow_selector_tool
plus.arrow.trianglehead.clockwise forward_media
minus.arrow.trianglehead.clockwise forward_media
plus.arrow.trianglehead.counterclockwise replay
minus.arrow.trianglehead.counterclockwise replay
hand.thumbsdown.filled.hand.thumbsup thumbs_up_down
calendar.day.timeline.leading view_timeline
calendar.day.timeline.trailing view_timeline
calendar.day.timeline.right view_timeline
calendar.and.person perm_contact_calendar
camera.macro macro_auto
apps.ipad tablet_mac
apps.iphone phone_iphone
ipad.gen1 tablet_mac
ipad.gen2 tablet_mac
ipad.gen1.landscape tablet_mac
ipad.gen2.landscape tablet_mac
iphone.gen1 phone_iphone
iphone.gen2 phone_iphone
iphone.gen3 phone_iphone
macbook laptop_mac
appletv tv
vision.pro head_mounted_device
vision.pro.and.arrow.forward head_mounted_device
textformat.characters.arrow.left.and.right format_letter_spacing
character.textbox text_fields
heart.text.clipboard clinical_notes
waveform.path.ecg.magnifyingglass monitor_heart
person.2.shield shield_person
person.spatialaudio.fill spatial_audio
person.spatialaudio.3d.fill spatial_audio
person.spatialaudio.stereo.fill spatial_audio
person.spatialaudio.stereo.3d.fill spatial_audio
envelope.and.arrow.3.down move_to_inbox
gearshape.arrow.trianglehead.2.clockwise.rotate.90 settings_backup_restore
slider.horizontal.2.arrow.trianglehead.counterclockwise reset_settings
thermometer.variable thermostat
car.side directions_car
car.side.arrow.left.and.right directions_car
suv.side.arrow.left.and.right directions_car
truck.pickup.side.arrow.left.and.right directions_car
convertible.side.arrow.left.and.right directions_car
convertible.side.arrow.trianglehead.forward directions_car
convertible.side.arrow.trianglehead.backward directions_car
convertible.side.arrow.trianglehead.forward.and.backward directions_car
beats.studiobuds.plus earbuds
beats.studiobuds.plus.left earbuds
beats.studiobuds.plus.right earbuds
beats.studiobuds.plus.chargingcase earbuds
homepod.arrow.forward cast
homepod.mini.arrow.forward cast
hifispeaker.arrow.forward cast
arrow.trianglehead.left.and.right.righttriangle.left.righttriangle.right flip
arrow.down.left.and.arrow.up.right.rectangle fullscreen
arrow.up.forward.and.arrow.down.backward.rectangle fullscreen
arrow.down.backward.and.arrow.up.forward.rectangle fullscreen
clock.arrow.trianglehead.clockwise.rotate.90.path.dotted history
plus.forwardslash.minus exposure
# more of what apps use (from the SF names of public apps and icon libraries)
x.circle cancel
x.square disabled_by_default
scope target
tablecells table
translate translate
pencil.and.scribble draw
pencil.and.list.clipboard assignment
arrow.up.trash restore_from_trash
arrow.up.bin restore_from_trash
doc.questionmark unknown_document
note sticky_note_2
calendar.badge.checkmark event_available
arrowshape.left.circle arrow_circle_left
arrowshape.right.circle arrow_circle_right
arrowshape.up.circle arrow_circle_up
arrowshape.down.circle arrow_circle_down
arrowshape.left.arrowshape.right swap_horiz
menucard menu_book
pencil.and.ruler design_services
person.fill.checkmark person_check
person.fill.xmark person_cancel
dumbbell fitness_center
soccerball sports_soccer
baseball sports_baseball
basketball sports_basketball
football sports_football
tennis.racket sports_tennis
hockey.puck sports_hockey
cricket.ball sports_cricket
tennisball sports_tennis
volleyball sports_volleyball
skateboard skateboarding
skis downhill_skiing
surfboard surfing
space space_bar
shift shift
capslock keyboard_capslock
play.square.stack video_library
infinity all_inclusive
speaker.plus volume_up
speaker.minus volume_down
circle.slash block
target target
plus.message add_comment
ellipsis.message sms
quote.opening format_quote
quote.closing format_quote
star.bubble reviews
eyedropper colorize
scroll history_edu
wifi.router router
fireworks celebration
building domain
lock.slash no_encryption
smartphone smartphone
play.tv live_tv
tv.badge.wifi connected_tv
movieclapper movie
swatchpalette palette
cellularbars signal_cellular_alt
sdcard sd_card
compass.drawing architecture
grid grid_on
plusminus exposure
multiply close
curlybraces data_object
asterisk asterisk
terminal terminal
dice casino
chevron.compact.left chevron_left
chevron.compact.right chevron_right
chevron.compact.up expand_less
chevron.compact.down expand_more
text.badge.plus playlist_add
text.badge.checkmark playlist_add_check
text.badge.minus playlist_remove
sidebar.leading view_sidebar
sidebar.trailing view_sidebar
internaldrive hard_drive
faxmachine fax
bubble.left.and.text.bubble.right forum
dot.radiowaves.right rss_feed
bell.and.waves.left.and.right notifications_active
arrowtriangle.up arrow_drop_up
arrowtriangle.down arrow_drop_down
arrowtriangle.left arrow_left
arrowtriangle.right arrow_right
externaldrive.badge.plus add_to_drive
airplayaudio.circle airplay
airplayvideo.circle airplay
waveform.path airwave
memories auto_awesome_motion
powersleep bedtime
poweroutlet.type.b outlet
web.camera videocam
display.2 desktop_windows
airplane.arrival flight_land
airplane.departure flight_takeoff
drop.circle water_drop
aqi.low aq
aqi.medium aq
aqi.high aq
bubble chat_bubble
video.bubble video_chat
plus.bubble add_comment
checkmark.bubble mark_chat_read
ellipsis.vertical.bubble sms
arrow.up.forward north_east
arrow.down.forward south_east
arrow.up.backward north_west
arrow.down.backward south_west
arrow.right.to.line keyboard_tab
arrow.forward.to.line keyboard_tab
arrow.left.to.line keyboard_tab_rtl
arrow.backward.to.line keyboard_tab_rtl
"""

# Variants derived from a pair: SF suffix -> Material suffix, and whether the glyph is filled.
DERIVED = [(".circle", "_circle", False), (".circle.fill", "_circle", True), (".slash", "_off", False),
           (".slash.fill", "_off", True), (".badge.plus", "_add", False)]


def read_lines(path):
    return [line.strip() for line in open(path, encoding="utf-8") if line.strip() and not line.startswith("#")]


# Families of names with one meaning each, by pattern: they fill names no pair or rename gave a glyph.
FAMILIES = [
    (r"^\d+\.calendar$", "calendar_today"),                                        # 1.calendar … 31.calendar
    (r"sign\.arrow\.(circlepath|trianglehead\.counterclockwise\.rotate\.90)$", "currency_exchange"),
    (r"\.sensor\.tag\.radiowaves\.left\.and\.right(\.fill)?$", "sensors"),          # a tracker tag on a thing
    (r"^\d+\.arrow\.trianglehead\.clockwise$", "forward_media"),                    # skip forward N seconds
    (r"^\d+\.arrow\.trianglehead\.counterclockwise$", "replay"),                    # skip back N seconds
    (r"\.scurvepath(\.fill)?$", "route"),                                            # from a point to a point
]
# Trailing parts that enclose or decorate a symbol without changing what it means.
ENCLOSURES = ("fill", "circle", "square", "rectangle", "dotted", "dashed", "filled", "app", "capsule", "diamond", "hexagon")


def part_base(name, mapping):
    """The mapped name `name` decorates: without a `.badge.…` tail, then without enclosures."""
    parts = name.split(".")
    for badge in ("badge", "trianglebadge"):
        if badge in parts[1:]:
            parts = parts[:parts.index(badge, 1)]
    while parts:
        candidate = ".".join(parts)
        if candidate != name and candidate in mapping:
            return candidate
        if parts[-1] not in ENCLOSURES:
            return None
        parts = parts[:-1]
    return None


def main():
    name_lines = [line.split() for line in read_lines("Fonts/SFSymbols-names.txt")]
    sf_names = {fields[0] for fields in name_lines}
    version = {fields[0]: fields[1] for fields in name_lines}
    renamed_to = {fields[0]: field[1:] for fields in name_lines for field in fields[2:] if field.startswith(">")}
    aliases = dict(line.split() for line in read_lines("Fonts/SFSymbols-aliases.txt"))
    material = {line.split()[0] for line in read_lines("Fonts/MaterialSymbolsOutlined.codepoints")}
    explicit = {}
    problems = []
    for line in TABLE.strip().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        sf, glyph, *flags = line.split()
        sf = aliases.get(sf, sf)  # an earlier name stands for its current one
        if sf not in sf_names:
            problems.append(f"not an SF Symbols name: {sf}")
        if glyph not in material:
            problems.append(f"not a Material Symbols name: {glyph} (for {sf})")
        if sf in explicit:
            problems.append(f"written twice: {sf}")
        explicit[sf] = (glyph, sf.endswith(".fill") or ".fill." in sf, "mirror" in flags)
    if problems:
        sys.exit("\n".join(problems))
    mapping = dict(explicit)
    for sf, (glyph, _, _) in explicit.items():
        for sf_suffix, material_suffix, filled in DERIVED:
            name, target = sf + sf_suffix, glyph + material_suffix
            if name in sf_names and target in material and name not in mapping:
                mapping[name] = (target, filled, False)
    for sf, (glyph, filled, mirrored) in list(mapping.items()):
        name = sf + ".fill"
        if name in sf_names and name not in mapping:
            mapping[name] = (glyph, True, mirrored)
        # person.badge.plus -> person.fill.badge.plus: the badge's glyph, filled.
        if ".badge." in sf and ".fill" not in sf:
            stem, badge = sf.split(".badge.", 1)
            name = f"{stem}.fill.badge.{badge}"
            if name in sf_names and name not in mapping:
                mapping[name] = (glyph, True, mirrored)
    # A renamed symbol's spellings draw alike: the new one takes the old one's stand-in, and the old
    # one the new one's (a pair written in the table still wins).
    for old, new in sorted(renamed_to.items()):
        if old in mapping and new not in mapping:
            mapping[new] = mapping[old]
        elif new in mapping and old not in mapping:
            mapping[old] = mapping[new]
    for sf in sorted(sf_names):
        for pattern, glyph in FAMILIES:
            if sf not in mapping and re.search(pattern, sf):
                mapping[sf] = (glyph, sf.endswith(".fill"), False)
    # SF Symbols 6 and 7 names without a pair yet: a badge, an enclosure or a fill does not change
    # what a symbol means, so NAME.badge.X, NAME.circle, NAME.square and their .fill forms draw
    # NAME's glyph (filled for .fill). Older names are left as they are, so no existing picture changes.
    for sf in sorted(sf_names):
        if sf in mapping or not version[sf].startswith(("6.", "7.")):
            continue
        base = part_base(sf, mapping)
        if base:
            glyph, _, mirrored = mapping[base]
            mapping[sf] = (glyph, sf.endswith(".fill") or ".fill." in sf, mirrored)
    # Again, for what the families and the part rules gave a new spelling: its old one draws it too.
    for old, new in sorted(renamed_to.items()):
        if new in mapping and old not in mapping:
            mapping[old] = mapping[new]
    differ = [f"{old} {mapping[old][0]} / {new} {mapping[new][0]}" for old, new in sorted(renamed_to.items())
              if old in mapping and new in mapping and mapping[old][0] != mapping[new][0]]
    if differ:
        sys.exit("a renamed symbol's spellings draw different glyphs (write one pair for both):\n" + "\n".join(differ))
    if "--derived" in sys.argv:
        for sf in sorted(set(mapping) - set(explicit)):
            print(sf, *mapping[sf])
    with open("Fonts/SFSymbols-to-MaterialSymbols.txt", "w", encoding="utf-8") as out:
        out.write("# SF Symbols name, the Material Symbols glyph drawn for it, `fill` where it is drawn filled and `mirror`\n")
        out.write("# where it is drawn mirrored left to right (Material has the glyph facing the other way).\n")
        out.write("# Written by Scripts/make-icon-map.py from its table (this project's own work); edit the table, not this.\n")
        for sf in sorted(mapping):
            glyph, filled, mirrored = mapping[sf]
            out.write(f"{sf} {glyph}{' fill' if filled else ''}{' mirror' if mirrored else ''}\n")
    print(f"{len(explicit)} pairs written, {len(mapping)} SF Symbols names mapped")


main()
